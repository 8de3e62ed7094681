/** The public pages a visitor can land on first: prerendered by the build and measured by the benchmark. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/heavy-haul',
  '/services/specialized-transport',
  '/services/project-management',
  '/fleet',
  '/gallery',
  '/gallery/grid',
  '/careers',
  '/contact',
  '/quote',
  '/auth',
  '/privacy',
  '/terms',
]

/** Where the build writes the prerendered page of `route` (the server looks there first). */
export function prerenderedFile(route) {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`
}
