const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const LENGTH = 15

/** A fresh PocketBase record id (15 characters of [a-z0-9]) from a cryptographic source. */
export function newRecordId(): string {
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps every character equally likely.
  let id = ''
  while (id.length < LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH * 2))) {
      if (byte < 252 && id.length < LENGTH) id += ALPHABET[byte % ALPHABET.length]
    }
  }
  return id
}
