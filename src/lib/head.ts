import { company } from '../content/company'
import type { ServiceSeo } from '../content/marketing-types'
import { organizationJsonLd, serviceJsonLd } from './structured-data'

/** Paths that show the same page as another one, mapped to the address search engines should index. */
const canonicalAliases: Record<string, string> = {
  '/privacy-policy': '/privacy',
}

/**
 * A route's `head`: its document title (with the company name) and optional description.
 * Example: `head: () => pageHead('About Us', 'Who we are')`.
 */
export function pageHead(title: string, description?: string) {
  const fullTitle = documentTitle(title)
  return {
    meta: [
      { title: fullTitle },
      { property: 'og:title', content: fullTitle },
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
    ],
  }
}

/** A service page's `head`: title, description and its schema.org Service metadata. */
export function servicePageHead(seo: ServiceSeo, origin = window.location.origin) {
  return { ...pageHead(seo.title, seo.description), scripts: [jsonLdScript(serviceJsonLd(seo, origin))] }
}

export function documentTitle(title: string): string {
  return `${title} | ${company.name}`
}

/** The address search engines should index for `pathname`: no trailing slash, aliases resolved. */
export function canonicalUrl(origin: string, pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return origin + (canonicalAliases[trimmed] ?? trimmed)
}

interface SiteHeadInput {
  pathname: string
  origin: string
  /** True when no route matched: the page must not be indexed. */
  isNotFound: boolean
}

/** Head tags every page shares: Organization metadata, Open Graph basics and the canonical link. */
export function siteHead({ pathname, origin, isNotFound }: SiteHeadInput) {
  const meta = [
    // A page's own description takes precedence over this one.
    { name: 'description', content: `${company.name}: ${company.tagline}` },
    { property: 'og:site_name', content: company.name },
    { property: 'og:type', content: 'website' },
  ]
  const scripts = [jsonLdScript(organizationJsonLd(origin))]
  if (isNotFound) return { meta: [...meta, { name: 'robots', content: 'noindex' }], scripts }

  const url = canonicalUrl(origin, pathname)
  return {
    meta: [...meta, { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }],
    scripts,
  }
}

/** A JSON-LD block; `<` is escaped so no value can close the script element early. */
function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
