/// <reference path="../../pb_data/types.d.ts" />

/** Public pages search engines may index, as the sitemap lists them. */
const SITEMAP_PATHS = [
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
  '/privacy',
  '/terms',
]

/** Signed-in, back-office and server areas: nothing there belongs in search results. */
const DISALLOWED_PATHS = ['/admin', '/dashboard', '/profile', '/quotes', '/loads', '/schedule', '/escorts', '/outbox', '/auth', '/api/', '/_/']

/** The app URL without a trailing slash, e.g. `https://ironbridgehaul.example`. */
function siteOrigin(appUrl) {
  return String(appUrl).replace(/\/+$/, '')
}

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function robotsTxt(appUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin(appUrl)}/sitemap.xml`,
    '',
  ].join('\n')
}

function sitemapXml(appUrl) {
  const origin = siteOrigin(appUrl)
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

module.exports = { SITEMAP_PATHS, DISALLOWED_PATHS, robotsTxt, sitemapXml }
