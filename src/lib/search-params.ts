/**
 * Readers for the `validateSearch` of routes. Route definitions load with the first page, so
 * they read their few search parameters with these instead of a schema library.
 */

/** A non-empty string, else nothing. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A whole number of at least 1 (a page number); nothing when absent, 1 when malformed. */
export function optionalPageNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1
}

/** A PocketBase record id (up to 15 characters [a-z0-9]), else nothing. */
export function optionalRecordId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9]{1,15}$/.test(value) ? value : undefined
}

/** One of the given words, else nothing: `optionalOneOf(search.tab, ['overview', 'history'])`. */
export function optionalOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value)
}
