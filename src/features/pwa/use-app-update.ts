import { useRef } from 'react'
import { discardUnsavedChanges, hasUnsavedChanges } from '../../lib/unsaved-changes'
import { useRegisterSW } from './register-sw'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

interface AppUpdateOptions {
  /** Called once when the first service worker takes control of this page. */
  onFirstControl: () => void
}

export interface AppUpdate {
  /** A new version is installed and waits for the visitor (or took over while a form was dirty). */
  isUpdateReady: boolean
  /** Activates the new version and reloads the page onto it. */
  reload: () => void
  dismiss: () => void
}

/** Registers the service worker and tells when a new version of the app is ready. */
export function useAppUpdate({ onFirstControl }: AppUpdateOptions): AppUpdate {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined)
  const hasChosenReload = useRef(false)
  /** The waiting version the visitor said Later to (null: the one that already took over). */
  const dismissedWorker = useRef<ServiceWorker | null | undefined>(undefined)

  const {
    needRefresh: [isUpdateReady, setIsUpdateReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      registration.current = registered
      if (registered) watchRegistration(registered)
    },
    // Reloads are decided below, where a half-filled form is taken into account.
    onNeedReload: () => undefined,
    // The plugin announces one waiting version twice (installed, then waiting): Later holds.
    onNeedRefresh() {
      const waiting = registration.current?.waiting ?? null
      if (dismissedWorker.current !== undefined && dismissedWorker.current === waiting) setIsUpdateReady(false)
    },
  })

  function watchRegistration(registered: ServiceWorkerRegistration): void {
    let hasController = Boolean(navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!hasController) {
        hasController = true
        onFirstControl()
        return
      }
      // A new version took over, chosen here or in another tab. The page still runs the old
      // code: reload onto the new one, unless that would wipe a form; then the visitor decides.
      if (hasChosenReload.current || !hasUnsavedChanges()) window.location.reload()
      else setIsUpdateReady(true)
    })
    // An installed app can stay open for days: look for a new version now and then.
    setInterval(() => {
      if (navigator.onLine) void registered.update()
    }, UPDATE_CHECK_INTERVAL_MS)
  }

  return {
    isUpdateReady,
    reload() {
      hasChosenReload.current = true
      // Asked already (see UpdatePrompt): the browser's own question on leaving would repeat it.
      discardUnsavedChanges()
      // With a version waiting, activating it triggers the reload; otherwise it is already active.
      if (registration.current?.waiting) void updateServiceWorker()
      else window.location.reload()
    },
    dismiss() {
      dismissedWorker.current = registration.current?.waiting ?? null
      setIsUpdateReady(false)
    },
  }
}
