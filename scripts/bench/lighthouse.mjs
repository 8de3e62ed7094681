import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from './bundle-sizes.mjs'

export const LIGHTHOUSE_ROUTES = ['/', '/quote', '/fleet', '/gallery', '/services/heavy-haul']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Runs per route; the run with the median performance score is reported (single runs vary). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

/** An audit's measured value, rounded (`scale` keeps decimals: 1000 keeps three). */
const metric = (lhr, id, scale = 1) => Math.round((lhr.audits[id]?.numericValue ?? 0) * scale)

function summary(route, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: (metric(lhr, 'cumulative-layout-shift', 1000) / 1000).toFixed(3),
  }
}

/** Lighthouse (mobile, the default form factor) scores and timings per route. */
export async function runLighthouse(baseUrl, routes = LIGHTHOUSE_ROUTES) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  const rows = []
  try {
    for (const route of routes) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
        runs.push(summary(route, result.lhr))
      }
      runs.sort((a, b) => a.performance - b.performance)
      rows.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.map((run) => run.performance).join('/') })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
