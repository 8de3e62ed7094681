import type { UserRecord } from '../../lib/record-types'

type NamedUser = Pick<UserRecord, 'first_name' | 'last_name' | 'email'>

/**
 * The name to greet a user by: full name when both parts exist, else the part of the e-mail
 * before the @, else "User". Example: `greetingName({ first_name: 'Ada', last_name: 'Byron', email })`
 * is 'Ada Byron'.
 */
export function greetingName(user: NamedUser | null): string {
  const first = user?.first_name.trim() ?? ''
  const last = user?.last_name.trim() ?? ''
  if (first && last) return `${first} ${last}`
  const mailbox = user?.email.split('@')[0]?.trim()
  return mailbox || 'User'
}
