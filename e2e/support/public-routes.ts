import { readFileSync } from 'node:fs'

/** Route prefixes that are private, signed-in or back office: robots.txt keeps them out. */
export const PRIVATE_PREFIXES = ['/admin', '/dashboard', '/profile', '/quotes', '/outbox', '/auth']

/** Addresses that repeat another page, and the page search engines should index instead. */
export const ALIASES: Record<string, string> = { '/privacy-policy': '/privacy' }

/** Every indexable public page of the app, read from the generated route tree. */
export function publicRoutes(): string[] {
  const source = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const toUnion = /\n {2}to:\n((?: {4}\| '[^']*'\n)+)/.exec(source)?.[1]
  if (!toUnion) throw new Error('no `to:` union in src/routeTree.gen.ts')
  const paths = [...toUnion.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '')
  return paths.filter(
    (path) =>
      !path.includes('$') &&
      !(path in ALIASES) &&
      !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  )
}
