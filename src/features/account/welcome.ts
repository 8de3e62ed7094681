import { useEffect, useState } from 'react'
import { parsePocketBaseDate } from '../../lib/format'

/** An account this young, never greeted on this device, is on its first visit. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000

const greetedKey = (userId: string) => `ironbridge:greeted:${userId}`

function wasGreeted(userId: string): boolean {
  try {
    return localStorage.getItem(greetedKey(userId)) === 'true'
  } catch {
    return false
  }
}

function rememberGreeted(userId: string): void {
  try {
    localStorage.setItem(greetedKey(userId), 'true')
  } catch {
    // Without storage the next visit says "Welcome" again: harmless.
  }
}

interface Visit {
  /** When the account was created (a PocketBase date). */
  created: string
  wasGreetedHere: boolean
  now: number
}

/** Whether this is the account's first visit: created within a day and never greeted on this device. */
export function isFirstVisit({ created, wasGreetedHere, now }: Visit): boolean {
  const createdAt = parsePocketBaseDate(created)?.getTime()
  return !wasGreetedHere && createdAt !== undefined && now - createdAt < NEW_ACCOUNT_MS
}

/** "Welcome, Riley Stone!" on an account's first visit, "Welcome back, Riley Stone!" after. */
export function welcomeText(name: string, firstVisit: boolean): string {
  return firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`
}

/** The dashboard's greeting; decided once per page, so it does not change under the reader. */
export function useWelcome(user: { id: string; created: string }, name: string): string {
  const [firstVisit] = useState(() => isFirstVisit({ created: user.created, wasGreetedHere: wasGreeted(user.id), now: Date.now() }))
  useEffect(() => rememberGreeted(user.id), [user.id])
  return welcomeText(name, firstVisit)
}
