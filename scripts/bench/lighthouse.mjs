import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from './bundle-sizes.mjs'

export const LIGHTHOUSE_ROUTES = ['/', '/quote', '/fleet', '/gallery', '/services/heavy-haul']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Lighthouse (mobile, the default form factor) scores per route, 0-100. */
export async function runLighthouse(baseUrl, routes = LIGHTHOUSE_ROUTES) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  const rows = []
  try {
    for (const route of routes) {
      const result = await lighthouse(baseUrl + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      })
      const categories = result.lhr.categories
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
