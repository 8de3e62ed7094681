import '@testing-library/jest-dom/vitest'
import { beforeEach } from 'vitest'
import { resetConnectivity } from '../../src/lib/connectivity-check'
import { failOnInvalidNesting } from './invalid-nesting'

// The server always answers unless a test says otherwise (src/lib/connectivity.ts).
beforeEach(() => resetConnectivity(() => Promise.resolve(true)))
failOnInvalidNesting()
