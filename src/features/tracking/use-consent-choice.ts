import { useSyncExternalStore } from 'react'
import { readConsentChoice, subscribeToConsent, type ConsentChoice } from './consent-store'

/** The visitor's analytics choice, kept current (null: not chosen yet). */
export function useConsentChoice(): ConsentChoice | null {
  return useSyncExternalStore(subscribeToConsent, readConsentChoice)
}
