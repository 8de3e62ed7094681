/// <reference path="../../../pb_data/types.d.ts" />

// GET /api/admin/visitor-info: the admin tool's IP and place lookup. The server asks the
// lookup services about the requester's address (from e.realIP(), so the trusted-proxy
// setting applies), which keeps the site's Content-Security-Policy at connect-src 'self' and
// lets the services be changed without a rebuild (GEO_LOOKUP_URLS, comma-separated; `{ip}`
// in an address stands for the requester's). The app merges the answers.

const DEFAULT_LOOKUP_URLS = ['https://ipapi.co/{ip}/json/', 'https://ipwho.is/{ip}', 'https://freeipapi.com/api/json/{ip}']
const LOOKUP_TIMEOUT_SECONDS = 4
const MAX_SERVICES = 5

function lookupUrls() {
  const configured = ($os.getenv('GEO_LOOKUP_URLS') || '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//.test(url))
  return (configured.length > 0 ? configured : DEFAULT_LOOKUP_URLS).slice(0, MAX_SERVICES)
}

/** One service's JSON answer, or null when it fails, times out or answers no object. */
function askService(url, address) {
  try {
    const response = $http.send({
      url: url.split('{ip}').join(encodeURIComponent(address)),
      headers: { Accept: 'application/json' },
      timeout: LOOKUP_TIMEOUT_SECONDS,
    })
    const answer = response.json
    if (response.statusCode !== 200 || !answer || typeof answer !== 'object' || Array.isArray(answer)) return null
    return answer
  } catch {
    return null
  }
}

function handleVisitorLookup(e) {
  const access = require(`${__hooks}/lib/access.js`)
  if (!e.auth) return e.json(401, { status: 401, message: 'Sign in as an admin to look up visitors.', data: {} })
  if (!access.isAdminRequest(e)) return e.json(403, { status: 403, message: 'Only admins can look up visitors.', data: {} })

  const address = e.realIP()
  const urls = lookupUrls()
  const answers = urls.map((url) => askService(url, address)).filter((answer) => answer !== null)
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(200, { address: address, services: urls.length, answers: answers })
}

module.exports = { handleVisitorLookup }
