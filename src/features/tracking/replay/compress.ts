/** Whether this browser can gzip (CompressionStream): without it the page is not recorded. */
export const canCompress = () => typeof CompressionStream === 'function'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** `text` gzip-compressed, as base64 (what the replay ingest stores). */
export async function gzipBase64(text: string): Promise<string> {
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'))
  return toBase64(new Uint8Array(await new Response(stream).arrayBuffer()))
}
