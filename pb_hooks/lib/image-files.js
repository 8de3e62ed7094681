/// <reference path="../../pb_data/types.d.ts" />

// PocketBase checks an upload's content against the field's MIME types but keeps the name it
// was sent with, so a GIF named page.html would be stored and served as page.html. An image
// is accepted here only when its extension is an image one and its first bytes are that
// image format.

const FORMATS = [
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], signatures: [[0xff, 0xd8, 0xff]] },
  { mimeType: 'image/png', extensions: ['png'], signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { mimeType: 'image/gif', extensions: ['gif'], signatures: [bytesOf('GIF87a'), bytesOf('GIF89a')] },
  { mimeType: 'image/webp', extensions: ['webp'], signatures: [bytesOf('RIFF'), [8, bytesOf('WEBP')]] },
]
const HEAD_LENGTH = 16

function bytesOf(text) {
  const bytes = []
  for (let i = 0; i < text.length; i++) bytes.push(text.charCodeAt(i))
  return bytes
}

/** A signature is a byte list at offset 0, or `[offset, bytes]`. */
function signatureMatches(head, signature) {
  const [offset, bytes] = typeof signature[1] === 'object' ? signature : [0, signature]
  for (let i = 0; i < bytes.length; i++) if (head[offset + i] !== bytes[i]) return false
  return true
}

function matchesFormat(head, format) {
  // WebP needs both of its marks; the other formats have alternatives.
  if (format.mimeType === 'image/webp') return format.signatures.every((signature) => signatureMatches(head, signature))
  return format.signatures.some((signature) => signatureMatches(head, signature))
}

function headOf(file) {
  const reader = file.reader.open()
  try {
    const bytes = toBytes(reader, HEAD_LENGTH)
    const head = []
    for (let i = 0; i < bytes.length; i++) head.push(bytes[i] & 0xff)
    return head
  } finally {
    reader.close()
  }
}

function extensionOf(fileName) {
  const dot = fileName.lastIndexOf('.')
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/**
 * The first problem of the uploaded `files` of an image `field` as `{ rule, message }`, or
 * null: each must be named like an image the field accepts and be that image inside.
 */
function checkImageFiles(field, files) {
  const accepted = FORMATS.filter((format) => field.mimeTypes.indexOf(format.mimeType) !== -1)
  const names = accepted.map((format) => format.extensions[0].toUpperCase()).join(', ')
  for (const file of files) {
    const extension = extensionOf(file.originalName)
    const format = accepted.find((candidate) => candidate.extensions.indexOf(extension) !== -1)
    if (!format) return { rule: 'file_type', message: `Only image files: ${names}` }
    if (file.size > field.maxSize) {
      return { rule: 'file_size', message: `Each image must be ${Math.round(field.maxSize / (1024 * 1024))} MB or smaller` }
    }
    if (!matchesFormat(headOf(file), format)) {
      return { rule: 'file_content', message: `This file is not a ${extension.toUpperCase()} image` }
    }
  }
  return null
}

module.exports = { checkImageFiles }
