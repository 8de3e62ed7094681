/** Where the tracker keeps the visitor's choice (localStorage) and this tab's session id (sessionStorage). */
export const CONSENT_CHOICE_KEY = 'cookie-consent'
export const SESSION_ID_KEY = 'session-id'

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/

/**
 * This tab's tracking session id when the visitor accepted tracking, else undefined. A
 * submission carries it (read when its outbox entry is made) so that admins can open the
 * session replay of the visit it was sent in; after a decline there is none to send.
 */
export function acceptedTrackingSession(): string | undefined {
  try {
    if (window.localStorage.getItem(CONSENT_CHOICE_KEY) !== 'accepted') return undefined
    const id = window.sessionStorage.getItem(SESSION_ID_KEY)
    return id !== null && SESSION_ID.test(id) ? id : undefined
  } catch {
    return undefined
  }
}
