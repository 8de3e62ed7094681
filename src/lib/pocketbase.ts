import PocketBase from 'pocketbase'
import type { TypedPocketBase } from './record-types'

/**
 * The one PocketBase client of the app. Same origin in production (PocketBase serves the app)
 * and in development (Vite proxies /api). Its LocalAuthStore keeps the session in localStorage
 * under `pocketbase_auth` and follows sign-in and sign-out made in other tabs.
 */
export const pb = new PocketBase(window.location.origin) as TypedPocketBase
