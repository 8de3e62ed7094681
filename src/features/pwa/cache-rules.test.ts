import { describe, expect, it } from 'vitest'
import { isBackOfficeRequest, isPublicRead, isPublicThumbnail, isServerPath, isSignedInRequest } from './cache-rules'

const url = (path: string) => new URL(path, 'https://ironbridge.example')

describe('isPublicRead', () => {
  it.each([
    '/api/collections/fleet/records?filter=status%3D%22available%22&sort=axle_count',
    '/api/collections/gallery_images/records?page=1&perPage=6',
    '/api/collections/services/records',
    '/api/collections/site_settings/records/abc123def456ghi',
  ])('accepts the public read %s', (path) => {
    expect(isPublicRead(url(path))).toBe(true)
  })

  it.each([
    '/api/collections/quotes/records',
    '/api/collections/users/records/abc123def456ghi',
    '/api/collections/job_applications/records',
    '/api/collections/users/auth-refresh',
    '/api/collections/fleet',
    '/api/collections/fleet/records/abc/extra',
    '/api/realtime',
    '/fleet',
  ])('refuses %s', (path) => {
    expect(isPublicRead(url(path))).toBe(false)
  })
})

describe('isPublicThumbnail', () => {
  it('accepts thumbnails of fleet and gallery pictures, by collection id or name', () => {
    expect(isPublicThumbnail(url('/api/files/pbc_1796776108/r1/truck_ab12.jpg?thumb=600x0'))).toBe(true)
    expect(isPublicThumbnail(url('/api/files/pbc_1702307679/r2/blade.jpg?thumb=1600x0'))).toBe(true)
    expect(isPublicThumbnail(url('/api/files/gallery_images/r2/blade.jpg?thumb=600x0'))).toBe(true)
  })

  it('refuses full-size files, protected files and other collections', () => {
    expect(isPublicThumbnail(url('/api/files/pbc_1796776108/r1/truck_ab12.jpg'))).toBe(false)
    expect(isPublicThumbnail(url('/api/files/pbc_1702307679/r2/blade.jpg?thumb=600x0&token=abc'))).toBe(false)
    expect(isPublicThumbnail(url('/api/files/job_applications/r3/resume.pdf?thumb=600x0'))).toBe(false)
    expect(isPublicThumbnail(url('/api/files/users/r4/avatar.png?thumb=100x100'))).toBe(false)
  })
})

describe('isSignedInRequest', () => {
  it('tells requests carrying a session from anonymous ones', () => {
    expect(isSignedInRequest(new Request('https://ironbridge.example/api/collections/fleet/records'))).toBe(false)
    const signedIn = new Request('https://ironbridge.example/api/collections/fleet/records', { headers: { Authorization: 'token' } })
    expect(isSignedInRequest(signedIn)).toBe(true)
  })
})

describe('isBackOfficeRequest', () => {
  const read = (referrer?: string) => new Request('https://ironbridge.example/api/collections/fleet/records', { referrer })
  it('is a read made from an admin page', () => {
    expect(isBackOfficeRequest(read('https://ironbridge.example/admin/fleet?page=2'))).toBe(true)
    expect(isBackOfficeRequest(read('https://ironbridge.example/admin'))).toBe(true)
  })
  it('is not a read made from a public page, or one without a referrer', () => {
    expect(isBackOfficeRequest(read('https://ironbridge.example/fleet'))).toBe(false)
    expect(isBackOfficeRequest(read('https://ironbridge.example/administrators'))).toBe(false)
    expect(isBackOfficeRequest(read())).toBe(false)
  })
})

describe('isServerPath', () => {
  it('covers the API and the PocketBase dashboard, not app routes that merely look alike', () => {
    expect(isServerPath(url('/api/health'))).toBe(true)
    expect(isServerPath(url('/_/'))).toBe(true)
    expect(isServerPath(url('/_'))).toBe(true)
    expect(isServerPath(url('/_/#/collections'))).toBe(true)
    expect(isServerPath(url('/apis'))).toBe(false)
    expect(isServerPath(url('/__debug'))).toBe(false)
    expect(isServerPath(url('/quote'))).toBe(false)
  })

  it('covers the files the server writes or holds, such as robots.txt and the sitemap', () => {
    expect(isServerPath(url('/robots.txt'))).toBe(true)
    expect(isServerPath(url('/sitemap.xml'))).toBe(true)
    expect(isServerPath(url('/sitemap.xml?page=2'))).toBe(true)
    expect(isServerPath(url('/screenshots/wide.png'))).toBe(true)
  })

  it('leaves every app route to the app', () => {
    for (const path of ['/', '/robots', '/sitemap', '/services/heavy-haul', '/outbox/abc123def456ghi', '/auth/verify?token=a.b.c']) {
      expect(isServerPath(url(path)), path).toBe(false)
    }
  })
})
