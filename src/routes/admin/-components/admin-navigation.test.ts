import { describe, expect, it } from 'vitest'
import { adminNavigation, currentAdminEntry, waitingBadgeText } from './admin-navigation'

describe('admin navigation', () => {
  it("keeps the spec's order with Quotes first among the record pages, and Contact Messages beside it; Settings last", () => {
    expect(adminNavigation.map(({ label }) => label)).toEqual([
      'Dashboard',
      'Analytics & Data',
      'Session Replays',
      'Heatmaps',
      'Quotes',
      'Contact Messages',
      'Dispatch',
      'Gallery',
      'Fleet',
      'Users',
      'Careers',
      'Services',
      'Settings',
    ])
  })

  it('counts new quotes, job applications and contact messages', () => {
    expect(adminNavigation.filter(({ counts }) => counts).map(({ to, counts }) => [to, counts])).toEqual([
      ['/admin/quotes', 'quotes'],
      ['/admin/messages', 'contact_messages'],
      ['/admin/careers', 'job_applications'],
    ])
  })

  it('finds the entry of a page and of the pages below it', () => {
    expect(currentAdminEntry('/admin/quotes')?.label).toBe('Quotes')
    expect(currentAdminEntry('/admin/quotes/abc')?.label).toBe('Quotes')
    expect(currentAdminEntry('/admin/quotesx')).toBeUndefined()
    expect(currentAdminEntry('/admin')).toBeUndefined()
  })

  it('shows the whole count of new records on the menu button, and 99+ past 99', () => {
    expect([1, 9, 33, 99, 100, 1234].map(waitingBadgeText)).toEqual(['1', '9', '33', '99', '99+', '99+'])
  })
})
