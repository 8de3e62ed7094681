import { describe, expect, it } from 'vitest'
import { serviceSeo } from '../content/services/seo'
import { canonicalUrl, pageHead, servicePageHead, siteHead } from './head'

const origin = 'https://ironbridgehaul.example'

function jsonLd(head: { scripts?: { children: string }[] }): Record<string, unknown>[] {
  return (head.scripts ?? []).map((script) => JSON.parse(script.children) as Record<string, unknown>)
}

describe('canonicalUrl', () => {
  it('drops trailing slashes but keeps the home page as /', () => {
    expect(canonicalUrl(origin, '/services/')).toBe(`${origin}/services`)
    expect(canonicalUrl(origin, '/')).toBe(`${origin}/`)
  })

  it('points /privacy-policy at /privacy, the address the footer links', () => {
    expect(canonicalUrl(origin, '/privacy-policy')).toBe(`${origin}/privacy`)
  })
})

describe('pageHead', () => {
  it('sets the title with the company name, and the description for search and sharing', () => {
    expect(pageHead('About Us', 'Who we are').meta).toEqual([
      { title: 'About Us | Ironbridge Heavy Haul' },
      { property: 'og:title', content: 'About Us | Ironbridge Heavy Haul' },
      { name: 'description', content: 'Who we are' },
      { property: 'og:description', content: 'Who we are' },
    ])
  })
})

describe('servicePageHead', () => {
  it('describes the service, provided by the organization', () => {
    const head = servicePageHead(serviceSeo.heavyHaul, origin)
    expect(head.meta).toContainEqual({ name: 'description', content: serviceSeo.heavyHaul.description })
    expect(jsonLd(head)).toMatchObject([
      {
        '@type': 'Service',
        name: 'Heavy Haul Transport',
        url: `${origin}/services/heavy-haul`,
        provider: { '@id': `${origin}/#organization`, name: 'Ironbridge Heavy Haul' },
      },
    ])
  })
})

describe('siteHead', () => {
  it('gives every page the canonical link and the Organization metadata', () => {
    const head = siteHead({ pathname: '/about', origin, isNotFound: false })
    expect(head.links).toEqual([{ rel: 'canonical', href: `${origin}/about` }])
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${origin}/about` })
    const [organization] = jsonLd(head)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Ironbridge Heavy Haul',
      telephone: '+19375550148',
      address: { streetAddress: '4100 Freight Line Road', postalCode: '45414' },
    })
  })

  it('keeps a missing page out of search results, without a canonical link', () => {
    const head = siteHead({ pathname: '/no-such-page', origin, isNotFound: true })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect('links' in head).toBe(false)
  })

  it('escapes < in structured data so it cannot end the script element', () => {
    const [script] = siteHead({ pathname: '/', origin: 'https://x.example/</script>', isNotFound: false }).scripts
    expect(script?.children).not.toContain('</script>')
    expect(JSON.parse(script?.children ?? '')).toMatchObject({ url: 'https://x.example/</script>/' })
  })
})
