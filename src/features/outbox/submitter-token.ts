import { pb } from '../../lib/pocketbase'

/** The signed-in visitor's token, sent with their submission so the server links it to them. */
export function submitterToken(): string {
  return pb.authStore.isValid ? pb.authStore.token : ''
}
