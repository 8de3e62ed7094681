import { expect, type APIRequestContext } from '@playwright/test'

/** The SMTP sink of the e2e server (scripts/e2e-server.mjs starts it on this port). */
const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 8192}`

interface SinkMessage {
  to: string[]
  subject: string
  html: string
}

/**
 * The link in the mail sent to `to` that leads to `path` on the site, as a path with its
 * query, e.g. `/auth/verify?token=...`. Waits for the mail to arrive.
 */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/"]+(${path}\\?token=[\\w.-]+)`)
  let link: string | undefined
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`${mailUrl}/messages`)).json()) as SinkMessage[]
      link = messages.filter((message) => message.to.includes(to)).map((message) => pattern.exec(message.html)?.[1]).find(Boolean)
      return link
    }, { message: `a mail to ${to} linking to ${path}` })
    .toBeTruthy()
  return link!
}
