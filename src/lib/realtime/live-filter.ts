import type { LiveRecord } from './live-list-events'

interface FilterBuilder {
  filter(expression: string, params: Record<string, unknown>): string
}

export interface LiveFilterSpec<R extends LiveRecord> {
  /** Fields that must hold exactly this value; an `undefined` value leaves the field free. */
  equals?: { [Field in keyof R & string]?: R[Field] }
  /** Text found, ignoring case, in at least one of these fields; blank text finds everything. */
  search?: { text: string; fields: readonly (keyof R & string)[] }
}

export interface LiveFilter<R extends LiveRecord> {
  /** For the server, built with `pb.filter` (user input never joins the expression itself). */
  filter: string
  /** The same condition for one record, for the events `useLiveList` receives. */
  matches: (record: R) => boolean
}

/**
 * One condition written once for both sides of a live list: the server's filter and the
 * test of each realtime event. Example:
 * `useLiveList({ pb, collection: 'quotes', ...liveFilter<QuoteRecord>(pb, { equals: { status }, search: { text, fields: ['email'] } }), ... })`.
 */
export function liveFilter<R extends LiveRecord>(pb: FilterBuilder, { equals = {}, search }: LiveFilterSpec<R>): LiveFilter<R> {
  const required = Object.entries(equals).filter(([, value]) => value !== undefined) as [keyof R & string, unknown][]
  const text = search?.text.trim() ?? ''
  const searched = text ? (search?.fields ?? []) : []

  const clauses = required.map(([field, value]) => pb.filter(`${field} = {:value}`, { value }))
  if (searched.length > 0) {
    clauses.push(`(${searched.map((field) => pb.filter(`${field} ~ {:text}`, { text })).join(' || ')})`)
  }

  const needle = text.toLowerCase()
  const matches = (record: R) =>
    required.every(([field, value]) => record[field] === value) &&
    (searched.length === 0 ||
      searched.some((field) =>
        String(record[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ))

  return { filter: clauses.join(' && '), matches }
}
