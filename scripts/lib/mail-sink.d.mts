/** A message as the sink keeps it, and as GET /messages lists it. */
export interface SinkMessage {
  id: number
  receivedAt: string
  envelopeFrom: string
  envelopeTo: string[]
  from: string
  to: string[]
  subject: string
  html: string
  text: string
  attachments: { filename: string | null; mimeType: string }[]
  raw: string
}

export interface MailSink {
  smtpPort: number
  /** The inbox: GET /messages (JSON), DELETE /messages, and a page at /. */
  httpUrl: string
  messages: SinkMessage[]
  stop(): Promise<void>
}

export declare function startMailSink(options: { smtpPort: number; httpPort: number; host?: string }): Promise<MailSink>
