// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { LOAD_CLASS_LABELS } from '../../src/features/quotes/load-guide'

// The mails' copy, as PocketBase runs it (pb_hooks/lib/load-class.js, CommonJS). The
// classification itself is checked on both sides by the same cases: here in
// src/features/quotes/load-class.test.ts and in server/load_class_test.go.
const server = createRequire(import.meta.url)('../../pb_hooks/lib/load-class.js') as { LOAD_CLASS_LABELS: Record<string, string> }

describe('load class names', () => {
  it('are the same in mails and in the app', () => {
    expect(server.LOAD_CLASS_LABELS).toEqual(LOAD_CLASS_LABELS)
  })
})
