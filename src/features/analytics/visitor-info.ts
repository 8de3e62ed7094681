import type { TypedPocketBase } from '../../lib/record-types'

/**
 * The visitor-info tool: the server asks the IP/geo lookup services configured on it
 * (GEO_LOOKUP_URLS; see pb_hooks/lib/tracking/visitor-lookup.js) about this browser's address,
 * and their answers are merged here, field by field, the first service that knows a field winning.
 */

export const ALL_SERVICES_FAILED = 'Unable to detect location information. All services failed.'

export const VISITOR_INFO_FIELDS = [
  ['ip', 'IP'],
  ['city', 'City'],
  ['region', 'Region'],
  ['country', 'Country'],
  ['countryCode', 'Country code'],
  ['postal', 'Postal code'],
  ['coordinates', 'Coordinates'],
  ['timezone', 'Timezone'],
  ['isp', 'ISP'],
  ['currency', 'Currency'],
  ['languages', 'Languages'],
] as const

export type VisitorInfoField = (typeof VISITOR_INFO_FIELDS)[number][0]
export type VisitorInfo = Partial<Record<VisitorInfoField, string>>

/** The names each service gives a field (ipapi.co, ipwho.is, freeipapi.com and the like). */
const ALIASES: Record<Exclude<VisitorInfoField, 'coordinates'>, string[]> = {
  ip: ['ip', 'ipAddress', 'query'],
  city: ['city', 'cityName'],
  region: ['region', 'regionName'],
  country: ['country_name', 'countryName', 'country'],
  countryCode: ['country_code', 'countryCode'],
  postal: ['postal', 'zipCode', 'zip'],
  timezone: ['timezone', 'timeZone'],
  isp: ['isp', 'org', 'connection.isp'],
  currency: ['currency', 'currency.code'],
  languages: ['languages', 'language'],
}

function valueAt(source: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source)
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (value && typeof value === 'object') {
    const named = (value as Record<string, unknown>).id ?? (value as Record<string, unknown>).code
    return asText(named)
  }
  return undefined
}

/** One service's answer in the tool's fields; fields it lacks are left out. */
export function normalizeLookup(answer: Record<string, unknown>): VisitorInfo {
  const info: VisitorInfo = {}
  for (const [field, paths] of Object.entries(ALIASES) as [keyof typeof ALIASES, string[]][]) {
    const found = paths.map((path) => asText(valueAt(answer, path))).find((text) => text !== undefined)
    if (found !== undefined) info[field] = found
  }
  const latitude = asText(answer.latitude ?? answer.lat)
  const longitude = asText(answer.longitude ?? answer.lon)
  if (latitude !== undefined && longitude !== undefined) info.coordinates = `${latitude}, ${longitude}`
  return info
}

/** Answers merged in order: a field comes from the first answer that has it. */
export function mergeLookups(answers: readonly VisitorInfo[]): VisitorInfo {
  return answers.reduce<VisitorInfo>((merged, answer) => ({ ...answer, ...merged }), {})
}

export type LookupResult = { info: VisitorInfo; answered: number; services: number } | { error: string }

/** What the server's lookup route returns: every service's answer that came back. */
export interface LookupAnswers {
  services: number
  answers: Record<string, unknown>[]
}

/** The answers merged; the spec's failure text when none of them knows anything. */
export function resultOf({ services, answers }: LookupAnswers): LookupResult {
  const known = answers.map(normalizeLookup).filter((answer) => Object.keys(answer).length > 0)
  if (known.length === 0) return { error: ALL_SERVICES_FAILED }
  return { info: mergeLookups(known), answered: known.length, services }
}

export async function lookUpVisitor(pb: TypedPocketBase): Promise<LookupResult> {
  try {
    return resultOf(await pb.send<LookupAnswers>('/api/admin/visitor-info', { requestKey: null }))
  } catch {
    return { error: ALL_SERVICES_FAILED }
  }
}
