/**
 * The visitor-info tool: asks three public IP/geo lookup services about this browser's address
 * and merges their answers, field by field, the first service that knows a field winning.
 * The services are a setting (`VITE_GEO_LOOKUP_URLS`, comma-separated) because which of them
 * answer, and under what terms, changes; the app's Content-Security-Policy must allow them.
 */

export const DEFAULT_LOOKUP_URLS = ['https://ipapi.co/json/', 'https://ipwho.is/', 'https://freeipapi.com/api/json']

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

export function lookupUrls(setting: string | undefined): string[] {
  const urls = (setting ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return urls.length > 0 ? urls : DEFAULT_LOOKUP_URLS
}

export type LookupResult = { info: VisitorInfo; answered: number } | { error: string }

async function askService(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<VisitorInfo> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  const answer = normalizeLookup((await response.json()) as Record<string, unknown>)
  if (Object.keys(answer).length === 0) throw new Error(`${url}: nothing known`)
  return answer
}

/** Asks every service at once; the spec's failure text when none answers. */
export async function lookUpVisitor(urls: readonly string[], fetcher: typeof fetch = fetch, timeoutMs = 8000): Promise<LookupResult> {
  const results = await Promise.allSettled(urls.map((url) => askService(fetcher, url, timeoutMs)))
  const answers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  if (answers.length === 0) return { error: ALL_SERVICES_FAILED }
  return { info: mergeLookups(answers), answered: answers.length }
}
