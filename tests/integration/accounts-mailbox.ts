import { expect, inject } from 'vitest'

interface SinkMessage {
  to: string[]
  subject: string
  html: string
  text: string
}

/**
 * Waits for the mail the SMTP sink received for `to` whose link goes to `path` on the site
 * and returns the token it carries. Example: `await mailedToken(email, '/auth/verify')`.
 */
export async function mailedToken(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`${inject('pbUrl')}${path}\\?token=([\\w.-]+)`)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${inject('mailUrl')}/messages`)).json()) as SinkMessage[]
    const token = messages
      .filter((message) => message.to.includes(to))
      .map((message) => pattern.exec(message.html)?.[1])
      .find(Boolean)
    if (token) return token
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect.fail(`no mail to ${to} linking to ${path} within ${timeoutMs} ms`)
}

/** The plain-text part of the mail to `to` whose link goes to `path` on the site. */
export async function mailedText(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  await mailedToken(to, path, timeoutMs)
  const messages = (await (await fetch(`${inject('mailUrl')}/messages`)).json()) as SinkMessage[]
  const link = `${inject('pbUrl')}${path}?token=`
  return messages.filter((message) => message.to.includes(to) && message.html.includes(link)).at(-1)!.text
}

/** The plain-text part of the mail to `to` with `subject`, once it arrived. */
export async function mailedNotice(to: string, subject: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${inject('mailUrl')}/messages`)).json()) as SinkMessage[]
    const notice = messages.find((message) => message.to.includes(to) && message.subject === subject)
    if (notice) return notice.text
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return expect.fail(`no mail "${subject}" to ${to} within ${timeoutMs} ms`)
}
