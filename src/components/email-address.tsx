import { Fragment, type ReactNode } from 'react'
import classes from './email-address.module.css'

/**
 * An e-mail address that wraps, when it must, only after the @ or before a dot, never inside
 * a word. Example: `<EmailAddress address="dispatch@ironbridgehaul.example" />`.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  const mailbox = at === -1 ? address : address.slice(0, at + 1)
  const domainParts = at === -1 ? [] : address.slice(at + 1).split('.')
  return (
    <span className={classes.address}>
      {mailbox}
      {domainParts.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 && '.'}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

/** `text` with every e-mail address in it wrapping as `EmailAddress` does, e.g. "Dana · dana@example.com". */
export function withEmailAddresses(text: string): ReactNode {
  const parts = text.split(/(\S+@\S+)/)
  if (parts.length === 1) return text
  return parts.map((part, index) => (index % 2 === 1 ? <EmailAddress key={index} address={part} /> : part))
}
