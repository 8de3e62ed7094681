/// <reference path="../../../pb_data/types.d.ts" />

// Turns a mail's parts into HTML and plain text. Every submitted value reaches the HTML
// through escapeHtml here, and only here, so a builder cannot forget it.

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c])
}

/** Multi-line text as escaped HTML with line breaks kept. */
const escapeLines = (value) => escapeHtml(value).replace(/\r?\n/g, '<br>')

/** A header value on one line (a subject or an address), so nothing can add headers. */
const oneLine = (value) => String(value).replace(/[\r\n]+/g, ' ').trim()

// Unicode's isolates for plain text, as <bdi> in HTML: FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE.
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A part of a paragraph laid out in its own direction, e.g. each place of a route: two
 * right-to-left places (Arabic, Hebrew) around an arrow would otherwise swap sides of it, and
 * a name written right to left at the start of a sentence would turn the whole line around.
 */
const isolated = (value) => ({ isolated: String(value) })

/** A paragraph is a string or a list of parts: strings and `isolated(...)` values. */
const partsOf = (paragraph) => (Array.isArray(paragraph) ? paragraph : [paragraph])

const paragraphHtml = (paragraph) =>
  partsOf(paragraph)
    .map((part) => (typeof part === 'string' ? escapeLines(part) : `<bdi>${escapeLines(part.isolated)}</bdi>`))
    .join('')

/** A paragraph as plain text, e.g. for a subject. */
const paragraphText = (paragraph) =>
  partsOf(paragraph)
    .map((part) => (typeof part === 'string' ? part : `${FSI}${part.isolated}${PDI}`))
    .join('')

const CELL = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #e5e7eb'

function htmlRows(rows) {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><th align="left" style="${CELL};color:#4b5563;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
      `<td style="${CELL}">${escapeLines(value)}</td></tr>`,
  )
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:16px 0">${cells.join('')}</table>`
}

/**
 * Renders `{ heading, paragraphs, rows: [[label, value]], link: { href, label }, footer }`
 * (all but heading optional) as `{ html, text }`; the heading and each paragraph are strings
 * or lists of parts (see `partsOf`).
 */
function renderMail({ heading, paragraphs = [], rows = [], link = null, footer = '' }) {
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">',
    '<div style="max-width:640px">',
    `<h1 style="font-size:20px;margin:0 0 12px">${paragraphHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${paragraphHtml(paragraph)}</p>`),
    rows.length > 0 ? htmlRows(rows) : '',
    link ? `<p style="margin:16px 0"><a href="${escapeHtml(link.href)}" style="color:#b45309;font-weight:600">${escapeHtml(link.label)}</a></p>` : '',
    footer ? `<p style="margin:24px 0 0;color:#6b7280;font-size:13px">${escapeLines(footer)}</p>` : '',
    '</div></body></html>',
  ].join('')

  const text = [
    paragraphText(heading),
    ...paragraphs.map(paragraphText),
    rows.map(([label, value]) => `${label}: ${String(value).replace(/\r?\n/g, '\n  ')}`).join('\n'),
    link ? `${link.label}: ${link.href}` : '',
    footer,
  ]
    .filter((part) => part !== '')
    .join('\n\n')

  return { html, text }
}

module.exports = { escapeHtml, isolated, oneLine, paragraphText, renderMail }
