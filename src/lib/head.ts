import { company } from '../content/company'

/**
 * A route's `head`: its document title (with the company name) and optional description.
 * Example: `head: () => pageHead('About Us', 'Who we are')`.
 */
export function pageHead(title: string, description?: string) {
  return {
    meta: [
      { title: documentTitle(title) },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
  }
}

export function documentTitle(title: string): string {
  return `${title} | ${company.name}`
}
