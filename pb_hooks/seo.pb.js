/// <reference path="../pb_data/types.d.ts" />

// robots.txt and sitemap.xml for search engines. Absolute addresses come from the app URL
// setting (APP_URL), so they are right behind any proxy or domain.

routerAdd('GET', '/robots.txt', (e) => {
  const seo = require(`${__hooks}/lib/seo.js`)
  e.response.header().set('Cache-Control', 'public, max-age=3600')
  return e.string(200, seo.robotsTxt(e.app.settings().meta.appURL))
})

routerAdd('GET', '/sitemap.xml', (e) => {
  const seo = require(`${__hooks}/lib/seo.js`)
  e.response.header().set('Cache-Control', 'public, max-age=3600')
  return e.blob(200, 'application/xml; charset=utf-8', seo.sitemapXml(e.app.settings().meta.appURL))
})
