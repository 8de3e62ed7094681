import { startTestStack } from './lib/test-stack.mjs'
import { measureBundleSizes } from './bench/bundle-sizes.mjs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from './bench/bundle-sizes.mjs'
import fs from 'node:fs'
const routes = (process.env.ROUTES ?? '/').split(',')
const stack = await startTestStack({ seed: true, port: 8491, mailHttpPort: 8492 })
try {
  if (process.env.SIZES) console.table(await measureBundleSizes(stack.url, routes))
  if (process.env.LH) {
    const chrome = await launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args] })
    for (const route of routes) {
      const r = await lighthouse(stack.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices','seo'] })
      const a = r.lhr.audits
      console.log(route, Object.fromEntries(Object.entries(r.lhr.categories).map(([k,v])=>[k,Math.round(v.score*100)])),
        ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'].map(k=>`${k}=${Math.round(a[k].numericValue)}`).join(' '))
      fs.writeFileSync('/tmp/lh-' + route.replace(/\//g,'_') + '.json', JSON.stringify(r.lhr))
    }
    await chrome.kill()
  }
} finally { await stack.stop() }
