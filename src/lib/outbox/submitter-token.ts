import { readStoredSession } from '../stored-session'

/** The signed-in visitor's token, sent with their submission so the server links it to them. */
export function submitterToken(): string {
  const session = readStoredSession()
  return session.isValid ? session.token : ''
}
