import type { Role, UserRecord } from '../../../lib/record-types'

/** The role chip that lists users holding no role (customers). */
export const NO_ROLE = 'customer'

export type UserSummary = Pick<UserRecord, 'email' | 'first_name' | 'last_name' | 'company_name' | 'roles'>

/** First and last name, or '' when neither is set. */
export function fullName({ first_name, last_name }: Pick<UserRecord, 'first_name' | 'last_name'>): string {
  return `${first_name} ${last_name}`.trim()
}

/**
 * Whether a user is found by what the admin typed: every word in the name, e-mail or company,
 * ignoring case, so "dana acme" finds Dana Reyes of Acme Rigging.
 */
export function matchesSearch(user: UserSummary, text: string): boolean {
  const haystack = [user.first_name, user.last_name, user.email, user.company_name].join(' ').toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

/** Whether a user belongs under the chosen role chip: a role, `NO_ROLE`, or undefined for all. */
export function matchesRole(user: UserSummary, role: Role | typeof NO_ROLE | undefined): boolean {
  if (role === undefined) return true
  if (role === NO_ROLE) return user.roles.length === 0
  return user.roles.includes(role)
}

/** One page of the users found, and how many were found. */
export function findUsers<U extends UserSummary>(
  users: readonly U[],
  { text, role, page, perPage }: { text: string; role: Role | typeof NO_ROLE | undefined; page: number; perPage: number },
): { items: U[]; totalItems: number } {
  const found = users.filter((user) => matchesRole(user, role) && matchesSearch(user, text))
  return { items: found.slice((page - 1) * perPage, page * perPage), totalItems: found.length }
}
