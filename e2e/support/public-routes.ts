import { readFileSync } from 'node:fs'

/** Route prefixes that are private, signed-in or back office: robots.txt keeps them out. */
export const PRIVATE_PREFIXES = ['/admin', '/dashboard', '/profile', '/quotes', '/loads', '/schedule', '/escorts', '/outbox', '/auth']

/** Addresses that repeat another page, and the page search engines should index instead. */
export const ALIASES: Record<string, string> = { '/privacy-policy': '/privacy' }

/** Route prefixes only signed-in users reach: the back office and the account pages. */
const SIGNED_IN_PREFIXES = ['/admin', '/dashboard', '/profile', '/quotes', '/loads', '/schedule', '/escorts']

const hasPrefix = (path: string, prefixes: string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** Every path of the app without parameters, read from the generated route tree. */
function appRoutes(): string[] {
  const source = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const toUnion = /\n {2}to:\n((?: {4}\| '[^']*'\n)+)/.exec(source)?.[1]
  if (!toUnion) throw new Error('no `to:` union in src/routeTree.gen.ts')
  return [...toUnion.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '').filter((path) => !path.includes('$'))
}

/** Every page of the back office and the account area. */
export function signedInRoutes(): string[] {
  return appRoutes().filter((path) => hasPrefix(path, SIGNED_IN_PREFIXES))
}

/** Every page a visitor may open without signing in, indexable or not (sign-in, outbox). */
export function visitorRoutes(): string[] {
  return appRoutes().filter((path) => !hasPrefix(path, SIGNED_IN_PREFIXES))
}

/** Every indexable public page of the app, read from the generated route tree. */
export function publicRoutes(): string[] {
  return appRoutes().filter((path) => !(path in ALIASES) && !hasPrefix(path, PRIVATE_PREFIXES))
}
