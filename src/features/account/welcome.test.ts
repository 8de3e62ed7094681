import { describe, expect, it } from 'vitest'
import { isFirstVisit, welcomeText } from './welcome'

const now = Date.parse('2026-03-02T12:00:00Z')

describe('the dashboard greeting', () => {
  it('says Welcome on a new account\'s first visit, Welcome back afterwards', () => {
    expect(isFirstVisit({ created: '2026-03-02 11:55:00.000Z', wasGreetedHere: false, now })).toBe(true)
    expect(isFirstVisit({ created: '2026-03-02 11:55:00.000Z', wasGreetedHere: true, now })).toBe(false)
    expect(welcomeText('Riley Stone', true)).toBe('Welcome, Riley Stone!')
    expect(welcomeText('Riley Stone', false)).toBe('Welcome back, Riley Stone!')
  })

  it('welcomes an older account back, even on a device it was never greeted on', () => {
    expect(isFirstVisit({ created: '2025-11-02 08:00:00.000Z', wasGreetedHere: false, now })).toBe(false)
    expect(isFirstVisit({ created: '', wasGreetedHere: false, now })).toBe(false)
  })
})
