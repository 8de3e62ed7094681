import { pngFile } from './helpers'

/** Small image files of each accepted format, and impostors, for the upload rules. */

const ONE_PIXEL_GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='
const ONE_PIXEL_WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='

export function gifFile(name = 'photo.gif'): File {
  return new File([Buffer.from(ONE_PIXEL_GIF, 'base64')], name, { type: 'image/gif' })
}

export function webpFile(name = 'photo.webp'): File {
  return new File([Buffer.from(ONE_PIXEL_WEBP, 'base64')], name, { type: 'image/webp' })
}

/** Uploads an image format must refuse, each with the field error code it gets. */
export const refusedUploads: [label: string, file: () => File, code: string][] = [
  ['a GIF named .html', () => gifFile('page.html'), 'validation_file_type'],
  ['a text file', () => new File(['just text'], 'notes.txt', { type: 'text/plain' }), 'validation_file_type'],
  ['a file without extension', () => pngFile('photo'), 'validation_file_type'],
  ['a PNG named .jpg', () => pngFile('photo.jpg'), 'validation_file_content'],
  ['text named .png', () => new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' }), 'validation_file_content'],
]

/** Uploads every image field accepts. */
export const acceptedUploads: [label: string, file: () => File][] = [
  ['a PNG', () => pngFile('truck.PNG')],
  ['a GIF', () => gifFile()],
  ['a WebP', () => webpFile()],
]

/** `fields` plus `image` as multipart form data. */
export function withImage(fields: Record<string, string | number | boolean | undefined>, image: File): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value))
  form.append('image', image)
  return form
}
