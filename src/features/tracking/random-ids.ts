/** Random bytes as lowercase hex, e.g. `randomHex(16)` → 32 characters (the spec's consent id). */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')
}

/**
 * A version 4 UUID. `crypto.randomUUID` exists only on secure origins (https, localhost), and
 * the site may be opened over plain http on a local network.
 */
export function randomUuid(): string {
  const hex = randomHex(16).split('')
  hex[12] = '4'
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}
