/// <reference path="../../../pb_data/types.d.ts" />

// Admins only: the quotes, job applications and contact messages sent during one tracking
// session (their hidden `tracking_session`), for the replay dialog to link to. A route, since
// PocketBase lets only superusers filter on a hidden field.

const KINDS = [
  ['quote', 'quotes', (record) => record.getString('customer_name')],
  ['application', 'job_applications', (record) => record.getString('first_name') + ' ' + record.getString('last_name')],
  ['message', 'contact_messages', (record) => record.getString('name')],
]
const SESSION = /^[A-Za-z0-9_-]{8,64}$/
const MAX_PER_KIND = 20

function handleSessionSubmissions(e) {
  const access = require(`${__hooks}/lib/access.js`)
  const { SESSION_SUBMISSIONS_WHERE } = require(`${__hooks}/lib/tracking/queries.js`)
  if (!e.auth) return e.json(401, { status: 401, message: 'Sign in as an admin to see a session\u2019s submissions.', data: {} })
  if (!access.isAdminRequest(e)) return e.json(403, { status: 403, message: 'Only admins can see a session\u2019s submissions.', data: {} })
  const session = String(e.request.url.query().get('session') || '')
  if (!SESSION.test(session)) return e.json(400, { status: 400, message: 'session: must be a tracking session id', data: {} })

  const submissions = []
  for (const [kind, collection, nameOf] of KINDS) {
    const records = arrayOf(new Record())
    e.app
      .recordQuery(collection)
      .andWhere($dbx.exp(SESSION_SUBMISSIONS_WHERE, { session: session }))
      .orderBy('created DESC')
      .limit(MAX_PER_KIND)
      .all(records)
    for (const record of records) {
      submissions.push({ kind: kind, id: record.id, name: nameOf(record), created: record.getString('created') })
    }
  }
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(200, { submissions: submissions })
}

module.exports = { handleSessionSubmissions }
