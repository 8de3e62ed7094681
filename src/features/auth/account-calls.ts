import { isClientResponseError } from '../../lib/api-error'
import type { TypedPocketBase } from '../../lib/record-types'
import type { RegisterValues } from './auth-schemas'

/** Signs in with e-mail and password; the session lands in `pb.authStore`. */
export async function signIn(pb: TypedPocketBase, email: string, password: string): Promise<void> {
  try {
    await pb.collection('users').authWithPassword(email.trim(), password)
  } catch (error) {
    // PocketBase says only "Failed to authenticate."; tell the user what to check.
    if (isClientResponseError(error) && error.status === 400) {
      throw new Error('Invalid email or password.', { cause: error })
    }
    throw error
  }
}

/**
 * Creates the account and asks PocketBase to mail the verification link (to /auth/verify).
 * The account exists even when that mail request fails; the dashboard offers to send it again.
 */
export async function signUp(pb: TypedPocketBase, values: RegisterValues): Promise<void> {
  const email = values.email.trim()
  await pb.collection('users').create({
    email,
    password: values.password,
    passwordConfirm: values.password,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    roles: [values.role],
  })
  try {
    await pb.collection('users').requestVerification(email)
  } catch (error) {
    console.warn('The account was created, but the verification mail could not be requested.', error)
  }
}

/** Mails a link to /auth/reset; PocketBase answers the same whether or not the account exists. */
export async function requestPasswordReset(pb: TypedPocketBase, email: string): Promise<void> {
  await pb.collection('users').requestPasswordReset(email.trim())
}

/**
 * Sets a new password with the reset link's token. The server ends every session of that
 * account, so a session of it in this browser is dropped too.
 */
export async function resetPassword(pb: TypedPocketBase, token: string, password: string, passwordConfirm: string) {
  await pb.collection('users').confirmPasswordReset(token, password, passwordConfirm)
  // The SDK is loaded already (`pb`): this import costs no download.
  const { getTokenPayload } = await import('pocketbase')
  if (pb.authStore.record?.id === getTokenPayload(token).id) pb.authStore.clear()
}
