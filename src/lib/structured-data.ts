import { company } from '../content/company'
import type { ServiceSeo } from '../content/marketing-types'

/** The company as schema.org describes it, shared by every page (`origin` like https://example.com). */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: company.tagline,
    foundingDate: String(company.foundedYear),
    email: company.dispatchEmail,
    telephone: company.dispatchPhone.href.slice('tel:'.length),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.postalCode,
      addressCountry: 'US',
    },
    contactPoint: [
      contactPoint('dispatch', company.dispatchPhone.href),
      contactPoint('emergency', company.emergencyPhone.href),
    ],
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'USDOT', value: company.usdotNumber },
      { '@type': 'PropertyValue', propertyID: 'MC', value: company.mcNumber },
    ],
  }
}

function contactPoint(contactType: string, href: `tel:${string}`) {
  return {
    '@type': 'ContactPoint',
    contactType,
    telephone: href.slice('tel:'.length),
    areaServed: ['US', 'CA'],
    availableLanguage: 'English',
    hoursAvailable: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  }
}

/** A service page's schema.org Service, provided by the site's Organization. */
export function serviceJsonLd(seo: ServiceSeo, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: seo.serviceName,
    serviceType: seo.serviceType,
    description: seo.description,
    url: `${origin}${seo.path}`,
    provider: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: company.name,
      telephone: company.dispatchPhone.href.slice('tel:'.length),
    },
    areaServed: [
      { '@type': 'Country', name: 'United States' },
      { '@type': 'Country', name: 'Canada' },
    ],
  }
}
