// Builds the PocketBase binary from server/ (skipped when server/ has not changed since).
import { ensureServerBinary } from './lib/server-binary.mjs'

console.log(`PocketBase binary: ${ensureServerBinary()}`)
