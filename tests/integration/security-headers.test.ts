import { beforeAll, describe, expect, it } from 'vitest'
import type { GalleryImageRecord, JobApplicationRecord } from '../../src/lib/record-types'
import { send } from './tracking-requests'
import { admin, anonymous, createUser, galleryImageForm, jobApplicationForm, serverUrl, someBuiltScript, superuser } from './helpers'

/**
 * Every kind of response carries the security headers: pages, the app's files, the offline
 * page, API answers, errors, and uploaded files, which are sandboxed so that an uploaded
 * HTML or SVG never runs script on the site's origin.
 */

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)')
}

function expectAppPolicy(headers: Headers) {
  expectCommonHeaders(headers)
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  // Our own scripts, and the prerendered pages' inline boot script by its hash (server/security_headers.go).
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).not.toContain('unsafe-eval')
}

function expectSandboxedFile(headers: Headers) {
  expectCommonHeaders(headers)
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/(^|; )sandbox(;|$)/)
  expect(csp).toContain("default-src 'none'")
  expect(csp).not.toContain('script-src')
}

describe('security headers', () => {
  const pages = ['/', '/quote', '/offline.html', '/index.html', '/manifest.webmanifest', '/sw.js']
  it.each(pages)('on %s', async (pathname) => {
    const response = await fetch(serverUrl(pathname))
    expect(response.status).toBe(200)
    expectAppPolicy(response.headers)
  })

  it('on the app’s hashed files', async () => {
    const response = await fetch(serverUrl(`/assets/${someBuiltScript()}`))
    expect(response.status).toBe(200)
    expectAppPolicy(response.headers)
  })

  const apiCalls: [string, string, number][] = [
    ['GET', '/api/health', 200],
    ['GET', '/api/collections/fleet/records', 200],
    ['GET', '/api/collections/no_such_collection/records', 404],
    ['POST', '/api/collections/quotes/records', 400],
    ['DELETE', '/api/no-such-route', 404],
  ]
  it.each(apiCalls)('on %s %s (%i)', async (method, pathname, status) => {
    const response = await fetch(serverUrl(pathname), { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined })
    expect(response.status).toBe(status)
    expectAppPolicy(response.headers)
  })

  it('on a refusal by the rate limiter', async () => {
    const batch = () => send('/api/batch', '{"requests":[]}', { from: '127.0.0.51', headers: { 'content-type': 'application/json' } })
    const answers = [await batch(), await batch(), await batch(), await batch(), await batch()]
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused).toBeDefined()
    expect(refused!.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(refused!.headers['x-content-type-options']).toBe('nosniff')
  })

  it('on the dashboard, which may only be framed by the site', async () => {
    const response = await fetch(serverUrl('/_/'))
    expectCommonHeaders(response.headers)
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  })

  it('never sends Strict-Transport-Security over plain http', async () => {
    expect((await fetch(serverUrl('/'))).headers.get('strict-transport-security')).toBeNull()
  })
})

describe('API answers to a signed-in request', () => {
  const signedIn: [string, string, string][] = [
    ['GET', '/api/collections/users/records', 'their own profile'],
    ['GET', '/api/collections/loads/records', 'the loads they drive'],
    ['POST', '/api/collections/users/auth-refresh', 'a fresh sign-in token'],
    ['GET', '/api/collections/no_such_collection/records', 'an error'],
  ]
  it.each(signedIn)('are never cached: %s %s (%s)', async (method, pathname) => {
    const { client } = await createUser({ roles: ['driver'] })
    const response = await fetch(serverUrl(pathname), { method, headers: { authorization: client.authStore.token } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expectAppPolicy(response.headers)
  })

  it('keep the caching a route sets itself', async () => {
    const response = await fetch(serverUrl('/api/realtime'), { headers: { authorization: (await admin()).authStore.token } })
    expect(response.headers.get('cache-control')).toBe('no-store')
    await response.body?.cancel()
  })

  it('leave public answers to an anonymous visitor as they were', async () => {
    const response = await fetch(serverUrl('/api/collections/gallery_images/records'))
    expect(response.headers.get('cache-control')).toBeNull()
  })
})

describe('uploaded files', () => {
  let image: GalleryImageRecord
  beforeAll(async () => {
    image = await (await superuser()).collection('gallery_images').create<GalleryImageRecord>(galleryImageForm())
  })

  it('are public images served sandboxed and not sniffed', async () => {
    const response = await fetch(anonymous().files.getURL(image, image.image))
    expect(response.status).toBe(200)
    expectSandboxedFile(response.headers)
  })

  it('as a missing file still carry the file policy', async () => {
    const response = await fetch(serverUrl(`/api/files/gallery_images/${image.id}/missing.png`))
    expect(response.status).toBe(404)
    expectSandboxedFile(response.headers)
  })

  it('of a job application download privately, as attachments, never cached', async () => {
    const created = await anonymous().collection('job_applications').create<JobApplicationRecord>(jobApplicationForm())
    const application = await (await superuser()).collection('job_applications').getOne<JobApplicationRecord>(created.id)
    const token = await (await admin()).files.getToken()
    const response = await fetch(anonymous().files.getURL(application, application.resume, { token }))
    expect(response.status).toBe(200)
    expectSandboxedFile(response.headers)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${application.resume}`)
  })
})
