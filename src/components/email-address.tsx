import { Fragment } from 'react'
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
