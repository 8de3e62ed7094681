import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'
import PostalMime from 'postal-mime'

/**
 * A real SMTP server that keeps every message it receives, readable as JSON over HTTP
 * (GET /messages, DELETE /messages). Used by tests and, when no SMTP is configured,
 * by `npm start` and `npm run dev` as the local mail catcher.
 */
export async function startMailSink({ smtpPort, httpPort, host = '127.0.0.1' }) {
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks)
          const parsed = await PostalMime.parse(raw)
          messages.push({
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            envelopeFrom: session.envelope.mailFrom?.address ?? '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.address ?? '',
            to: (parsed.to ?? []).map((t) => t.address),
            subject: parsed.subject ?? '',
            html: parsed.html ?? '',
            text: parsed.text ?? '',
            attachments: (parsed.attachments ?? []).map((a) => ({ filename: a.filename, mimeType: a.mimeType })),
            raw: raw.toString('utf8'),
          })
          callback()
        } catch (error) {
          callback(error)
        }
      })
    },
  })
  await new Promise((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, host, resolve)
  })

  const http = createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204).end()
      return
    }
    if (req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderInbox(messages))
  })
  await new Promise((resolve) => http.listen(httpPort, host, resolve))

  return {
    smtpPort,
    httpUrl: `http://${host}:${httpPort}`,
    messages,
    async stop() {
      await new Promise((resolve) => smtp.close(resolve))
      await new Promise((resolve) => http.close(resolve))
    },
  }
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

function renderInbox(messages) {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(', '))} at ${escapeHtml(m.receivedAt)}</p>` +
        `<pre>${escapeHtml(m.text || m.html)}</pre></article>`,
    )
    .join('<hr>')
  return `<!doctype html><meta charset="utf-8"><title>Mail catcher</title><h1>Mail catcher (${messages.length})</h1>${rows || '<p>No mail yet.</p>'}`
}
