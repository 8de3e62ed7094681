/// <reference path="../../../pb_data/types.d.ts" />

// The plain-text part of a mail written only in HTML (PocketBase's own account mails:
// verification, password reset, e-mail change, one-time codes). Without it the mail library
// writes links as Markdown, "[Confirm my e-mail](https://...)", which a text-only reader
// shows raw; here a link reads "Confirm my e-mail: https://...".

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    const decoded = NAMED_ENTITIES[name.toLowerCase()]
    return decoded === undefined ? entity : decoded
  })
}

const stripTags = (html) => html.replace(/<[^>]*>/g, '')

/** "label: address", or the address alone when the label is the address. */
function linkText(attributes, inner) {
  const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes)
  const label = decodeEntities(stripTags(inner)).replace(/\s+/g, ' ').trim()
  if (!href) return label
  const address = decodeEntities(href[1] !== undefined ? href[1] : href[2]).trim()
  return label === '' || label === address ? address : `${label}: ${address}`
}

function plainTextOf(html) {
  const text = String(html)
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_, attributes, inner) => linkText(attributes, inner))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)\s*>/gi, '\n\n')
  return decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

module.exports = { plainTextOf }
