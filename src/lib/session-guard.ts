import type { TypedPocketBase } from './record-types'

/**
 * Keeps the session when an auth answer comes back without one. The SDK reads a 200 answer's
 * body and, if reading fails (the page is left while a session refresh is under way), carries
 * on with an empty body and saves an empty session over the real one: the user would be
 * signed out by moving to another page. Signing out uses `clear()`, never an empty save.
 */
export function keepSessionOnEmptyAnswers(client: TypedPocketBase): void {
  const store = client.authStore
  const save = store.save.bind(store)
  store.save = (token, record) => {
    if (!token) {
      console.warn('An auth answer held no session; the current one is kept.')
      return
    }
    save(token, record)
  }
}
