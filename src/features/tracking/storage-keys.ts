import { CONSENT_CHOICE_KEY, SESSION_ID_KEY } from '../../lib/tracking-session'

/** Where the consent choice and the tracker keep their state in the visitor's browser. */
export const STORAGE_KEYS = {
  /** localStorage: "accepted" or "declined" (the spec's key and value, plus declined). */
  choice: CONSENT_CHOICE_KEY,
  /** localStorage: the visitor's random consent id (32 hex characters), made on Accept. */
  consentId: 'consent-id',
  /** localStorage: the session ids seen under this consent id, for Forget me. */
  knownSessions: 'tracking-sessions',
  /** localStorage: events waiting to be sent (survives being offline and closing the tab). */
  buffer: 'tracking-buffer',
  /** sessionStorage: the session id (a UUID) of this tab. */
  sessionId: SESSION_ID_KEY,
  /** sessionStorage: when this tab's session started and how many pages it has shown. */
  sessionStats: 'tracking-session',
  /** sessionStorage: this tab's recording: when it started, its counters and totals. */
  replay: 'replay-session',
} as const
