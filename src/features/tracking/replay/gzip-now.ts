import { gzipSync, strToU8 } from 'fflate'
import { toBase64 } from './compress'

// Loaded with the page recorder (its own chunk): only visitors who accepted download it.

/**
 * `text` gzip-compressed, as base64, without waiting: a page that is going away has no time for
 * CompressionStream's promise, and its last request must be small (keepalive bodies stop at 64 KB).
 */
export function gzipBase64Now(text: string): string {
  return toBase64(gzipSync(strToU8(text)))
}
