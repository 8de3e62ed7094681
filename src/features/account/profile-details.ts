import { formatMonthYear } from '../../lib/format'
import type { UserRecord } from '../../lib/record-types'

export const NOT_PROVIDED = 'Not provided'

/** The profile card's rows, with the spec's fallbacks for missing values. */
export function profileDetails(user: Pick<UserRecord, 'email' | 'phone' | 'company_name' | 'created'>) {
  return [
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone.trim() || NOT_PROVIDED },
    { label: 'Company', value: user.company_name.trim() || NOT_PROVIDED },
    { label: 'Joined', value: joinedLabel(user.created) },
  ]
}

/** Example: `joinedLabel('2024-03-05 10:00:00.000Z')` is 'March 2024'; unknown dates read 'Recently'. */
export function joinedLabel(created: string): string {
  return formatMonthYear(created) || 'Recently'
}
