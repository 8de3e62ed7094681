import { useSyncExternalStore } from 'react'
import { isIosDevice, isRunningInstalled } from './platform'

/** Chromium's install offer; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let pendingOffer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function setOffer(offer: BeforeInstallPromptEvent | null): void {
  pendingOffer = offer
  listeners.forEach((onChange) => onChange())
}

// Listening starts when this module loads, before the first render: the browser may make its
// offer before any component that shows it has mounted.
window.addEventListener('beforeinstallprompt', (event) => {
  // Keeps Chromium's own mini-infobar away; the site shows its Install app action instead.
  event.preventDefault()
  setOffer(event as BeforeInstallPromptEvent)
})
window.addEventListener('appinstalled', () => setOffer(null))

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** Shows the browser's install dialog; an offer can be used only once. */
async function acceptOffer(): Promise<void> {
  const offer = pendingOffer
  if (!offer) return
  setOffer(null)
  await offer.prompt()
  await offer.userChoice
}

/**
 * How this browser installs the site: its own dialog (`prompt`), the iOS Share menu
 * (`ios`, which has no install API), or not at all (`none`: unsupported or already installed).
 */
export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios' } | { kind: 'none' }

export function useInstallOffer(): InstallOffer {
  const offer = useSyncExternalStore(subscribe, () => pendingOffer, () => null)
  if (offer) return { kind: 'prompt', install: acceptOffer }
  if (isIosDevice(navigator.userAgent, navigator.maxTouchPoints) && !isRunningInstalled()) return { kind: 'ios' }
  return { kind: 'none' }
}
