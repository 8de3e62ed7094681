/// <reference types="vite-plugin-pwa/react" />
import { useRef } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { hasUnsavedChanges } from '../../lib/unsaved-changes'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

interface AppUpdateOptions {
  /** Called once when the first service worker takes control of this page. */
  onFirstControl: () => void
}

export interface AppUpdate {
  /** A new version is installed and waits for the visitor. */
  isUpdateReady: boolean
  /** Activates the new version and reloads the page onto it. */
  reload: () => void
  dismiss: () => void
}

function watchRegistration(registration: ServiceWorkerRegistration, onFirstControl: () => void): void {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true })
  }
  // An installed app can stay open for days: look for a new version now and then.
  setInterval(() => {
    if (navigator.onLine) void registration.update()
  }, UPDATE_CHECK_INTERVAL_MS)
}

/** Registers the service worker and tells when a new version of the app is ready. */
export function useAppUpdate({ onFirstControl }: AppUpdateOptions): AppUpdate {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined)
  const hasChosenReload = useRef(false)
  const {
    needRefresh: [isUpdateReady, setIsUpdateReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      registration.current = registered
      if (registered) watchRegistration(registered, onFirstControl)
    },
    // The new version took over, chosen here or in another tab. Reloading now could wipe
    // a half-filled form, so in that case the prompt stays up and the visitor decides.
    onNeedReload() {
      if (hasChosenReload.current || !hasUnsavedChanges()) window.location.reload()
      else setIsUpdateReady(true)
    },
  })

  return {
    isUpdateReady,
    reload() {
      hasChosenReload.current = true
      if (registration.current?.waiting) void updateServiceWorker()
      else window.location.reload()
    },
    dismiss: () => setIsUpdateReady(false),
  }
}
