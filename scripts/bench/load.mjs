import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { TEST_SUPERUSER, startTestStack } from '../lib/test-stack.mjs'

const CONNECTIONS = 50
const DURATION_S = 10
const WARMUP_S = 2
const BARE = 'bench_bare'
/** Lists are compared on a collection of their own, of their size, which the creates do not grow. */
const BARE_LIST = 'bench_bare_list'
const QUOTE_SHAPED = 'bench_quote_shaped'
const FLEET_SHAPED = 'bench_fleet_shaped'
/** Names the rows of a collection with a measured one's fields and indexes but no rules or hooks. */
const SAME_SHAPE = 'no rules or hooks'

/**
 * Every request comes from an address of its own (10.a.b.c through X-Forwarded-For, which the
 * load server alone trusts), as many visitors would: the rate limits then count per visitor,
 * as in production behind a proxy, and none of them is ever reached.
 */
function addressMaker() {
  let next = 0
  return () => {
    next = (next + 1) % 16_000_000
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
  }
}
const nextAddress = addressMaker()

const withAddress = (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } })

const quoteBody = JSON.stringify({
  customer_name: 'Bench Shipper',
  email: 'bench@shipper.test',
  phone: '(555) 010-2000',
  origin: 'Dayton, OH',
  destination: 'Houston, TX',
  equipment: 'Lowboy',
  length: 42.5,
  width: 12,
  height: 11.5,
  notes: 'Excavator, 95,000 lb',
})

const bareBody = JSON.stringify({ name: 'Bench Shipper', email: 'bench@shipper.test', origin: 'Dayton, OH', destination: 'Houston, TX', length: 42.5 })

function trackingBatch() {
  return JSON.stringify({
    consent_id: randomUUID().replaceAll('-', ''),
    session_id: randomUUID(),
    events: [
      { id: randomUUID(), type: 'page_view', timestamp: Date.now(), page_url: '/fleet', page_title: 'Fleet | Ironbridge Heavy Haul', referrer: '', screen: { width: 1920, height: 1080 }, viewport: { width: 1280, height: 720 }, language: 'en-US', timezone: 'America/Chicago' },
      { id: randomUUID(), type: 'page_view', timestamp: Date.now(), page_url: '/gallery', page_title: 'Gallery | Ironbridge Heavy Haul', referrer: '/fleet', screen: { width: 1920, height: 1080 }, viewport: { width: 1280, height: 720 }, language: 'en-US', timezone: 'America/Chicago' },
    ],
  })
}

/** Visitors' browsers: a phone, a tablet and two desktops, taken in turn. */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
]
let userAgentTurn = 0
const nextUserAgent = () => USER_AGENTS[userAgentTurn++ % USER_AGENTS.length]

async function call(url, { method = 'GET', body, token } = {}) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }
  if (token) headers.authorization = token
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

async function superuserToken(url) {
  const { token } = await call(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    body: { identity: TEST_SUPERUSER.email, password: TEST_SUPERUSER.password },
  })
  return token
}

/** A token of a new customer account: their lists are never answered from memory. */
async function customerToken(url, superuser) {
  const email = `bench-${randomUUID()}@customer.test`
  const password = 'bench-customer-password'
  await call(`${url}/api/collections/users/records`, { method: 'POST', token: superuser, body: { email, password, passwordConfirm: password, name: 'Bench Customer', verified: true } })
  const { token } = await call(`${url}/api/collections/users/auth-with-password`, { method: 'POST', body: { identity: email, password } })
  return token
}

/** A collection anyone may list, read and add to, with no hooks. */
function createOpenCollection(url, token, collection) {
  const body = { type: 'base', listRule: '', viewRule: '', createRule: '', ...collection }
  return call(`${url}/api/collections`, { method: 'POST', token, body })
}

/** A collection with no rules and no hooks, shaped like a small submission, with `rows` records. */
async function createBareCollection(url, token, name, rows) {
  await createOpenCollection(url, token, {
    name,
    fields: [
      { name: 'name', type: 'text' },
      { name: 'email', type: 'email' },
      { name: 'origin', type: 'text' },
      { name: 'destination', type: 'text' },
      { name: 'length', type: 'number' },
      { name: 'created', type: 'autodate', onCreate: true },
    ],
  })
  for (let i = 0; i < rows; i++) await call(`${url}/api/collections/${name}/records`, { method: 'POST', body: JSON.parse(bareBody) })
}

/**
 * A collection with the fields and indexes of `source` but no rules and no hooks: set beside
 * the bare baseline, it tells what the data model costs and what our rules and hooks do.
 */
async function createShapedCollection(url, token, source, name) {
  const collection = await call(`${url}/api/collections/${source}`, { token })
  const renamed = (sql) => sql.replaceAll(`idx_${source}_`, `idx_${name}_`).replaceAll(`\`${source}\``, `\`${name}\``)
  await createOpenCollection(url, token, {
    name,
    // Each field anew (no id), so the copy does not claim the source's own.
    fields: collection.fields.filter((field) => field.name !== 'id').map((field) => ({ ...field, id: undefined })),
    indexes: collection.indexes.map(renamed),
  })
}

const NOT_COPIED = new Set(['id', 'collectionId', 'collectionName', 'created', 'updated', 'image'])

/** Copies records (as a list answers them, files left out) into `collection`. */
async function copyRecords(url, token, records, collection) {
  for (const record of records) {
    const fields = Object.fromEntries(Object.entries(record).filter(([name]) => !NOT_COPIED.has(name)))
    await call(`${url}/api/collections/${collection}/records`, { method: 'POST', token, body: fields })
  }
}

async function countRecords(url, token, collection) {
  const page = await call(`${url}/api/collections/${collection}/records?perPage=1&fields=id`, { token })
  return page.totalItems
}

function run(url, request) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: request.duration ?? DURATION_S, requests: [request] },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })
}

async function measure(url, name, request) {
  await run(url, { ...request, duration: WARMUP_S })
  const result = await run(url, request)
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

const json = { 'content-type': 'application/json' }
const listPath = (collection, query) => `/api/collections/${collection}/records?${new URLSearchParams({ page: '1', perPage: '1000', skipTotal: '1', ...query })}`

/**
 * Load from outside: autocannon with 50 connections against the built server on loopback,
 * each request from its own client address. A collection with no rules and no hooks gives
 * the baseline our rules and hooks are compared with.
 */
export async function measureLoad() {
  const stack = await startTestStack({ seed: true, env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
  try {
    const { url } = stack
    const fleetPath = listPath('fleet', { filter: "status = 'available'", sort: 'axle_count,created' })
    const galleryPath = listPath('gallery_images', { sort: 'display_order,created' })
    const fleetList = (await call(url + fleetPath)).items
    const fleetRows = fleetList.length
    const galleryRows = (await call(url + galleryPath)).items.length
    const token = await superuserToken(url)
    await createBareCollection(url, token, BARE, 0)
    await createBareCollection(url, token, BARE_LIST, Math.max(fleetRows, galleryRows))
    await createShapedCollection(url, token, 'quotes', QUOTE_SHAPED)
    await createShapedCollection(url, token, 'fleet', FLEET_SHAPED)
    await copyRecords(url, token, fleetList, FLEET_SHAPED)
    const bareList = (rows) => listPath(BARE_LIST, { perPage: String(rows), sort: 'created' })

    const post = (path, body) => ({ method: 'POST', path, headers: json, body, setupRequest: withAddress })
    const get = (path, headers = {}) => ({ method: 'GET', path, headers, setupRequest: withAddress })

    const rows = []
    const add = async (name, request) => {
      console.log(`  ${name}...`)
      rows.push(await measure(url, name, request))
    }
    // Creates last: the mail cron then sends the quotes' mail while nothing else is measured.
    await add(`baseline: list of ${fleetRows} (${BARE_LIST})`, get(bareList(fleetRows)))
    await add(`list with the fleet's fields and indexes, ${SAME_SHAPE} (${FLEET_SHAPED})`, get(fleetPath.replace('/fleet/', `/${FLEET_SHAPED}/`)))
    await add(`fleet list (${fleetRows} available)`, get(fleetPath))
    // A visitor's or a signed-in customer's list comes from memory (server/public_list_cache.go),
    // the customer's token checked each time; an admin's list, which shows more, is made each time.
    await add(`fleet list (${fleetRows} available), a signed-in customer's`, get(fleetPath, { authorization: await customerToken(url, token) }))
    await add(`fleet list (${fleetRows} available), the superuser's: made each time`, get(fleetPath, { authorization: token }))
    await add(`baseline: list of ${galleryRows} (${BARE_LIST})`, get(bareList(galleryRows)))
    await add(`gallery list (${galleryRows})`, get(galleryPath))
    await add('prerendered page / (br, gzip accepted)', get('/', { 'accept-encoding': 'br, gzip' }))
    const tracking = {
      method: 'POST',
      path: '/api/track',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      setupRequest: (request) => {
        const addressed = withAddress(request)
        return { ...addressed, body: trackingBatch(), headers: { ...addressed.headers, 'user-agent': nextUserAgent() } }
      },
    }
    await add('tracking batch (2 events)', tracking)
    // The same again on top of what the first run stored: a batch must not slow down as events pile up.
    const stored = await countRecords(url, token, 'analytics_events')
    await add(`tracking batch (2 events), ${stored.toLocaleString('en-US')} events already stored`, tracking)
    await add(`baseline: create (${BARE})`, post(`/api/collections/${BARE}/records`, bareBody))
    await add(`create with the quotes' fields and indexes, ${SAME_SHAPE} (${QUOTE_SHAPED})`, post(`/api/collections/${QUOTE_SHAPED}/records`, quoteBody))
    await add('quote create (rules + hooks)', post('/api/collections/quotes/records', quoteBody))
    return withRatios(rows)
  } finally {
    await stack.stop()
  }
}

/**
 * Each measured row against the baseline row before it: how many times slower or faster (req/s) and its
 * p99. A row after a same-shaped collection's row is also set against that one: the ratio is what
 * our rules and hooks cost, the records' size left out.
 */
function withRatios(rows) {
  let baseline
  let sameShape
  const times = (slower, faster) => `${(slower / Math.max(faster, 1)).toFixed(2)}x`
  // A kept list outruns its baseline: "2.57x faster" reads better than "0.39x slower".
  const rateAgainst = (reference, measured) =>
    measured.reqPerSec > reference.reqPerSec ? `${times(measured.reqPerSec, reference.reqPerSec)} faster` : `${times(reference.reqPerSec, measured.reqPerSec)} slower`
  return rows.map((row) => {
    if (row.name.startsWith('baseline')) {
      baseline = row
      sameShape = undefined
      return { ...row, 'vs baseline req/s': '-', 'vs baseline p99': '-', 'rules and hooks (vs same shape) req/s': '-' }
    }
    const isCompared = baseline && !row.name.startsWith('prerendered') && !row.name.startsWith('tracking')
    const isSameShape = row.name.includes(SAME_SHAPE)
    const ours = isCompared && !isSameShape && sameShape ? rateAgainst(sameShape, row) : '-'
    if (isSameShape) sameShape = row
    return {
      ...row,
      'vs baseline req/s': isCompared ? rateAgainst(baseline, row) : '-',
      'vs baseline p99': isCompared ? times(row.p99, baseline.p99) : '-',
      'rules and hooks (vs same shape) req/s': ours,
    }
  })
}
