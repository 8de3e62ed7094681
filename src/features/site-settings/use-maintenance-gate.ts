import { useEffect, useSyncExternalStore } from 'react'
import { loadPocketBase } from '../../lib/pocketbase'
import { defaultMaintenance, gateState, type GateState, type MaintenanceSettings } from './maintenance-settings'
import { applySiteSettings, readSiteSettings, siteSettingsStore, type SiteSettingsSnapshot } from './site-settings-store'

/** Settings read longer ago than this are read again on the next page or return to the tab. */
const REREAD_AFTER_MS = 15_000

export interface MaintenanceGate {
  state: GateState
  settings: MaintenanceSettings
}

interface Visitor {
  pathname: string
  isAdmin: boolean
  roles: readonly string[]
}

/** The settings that decide: as read, else the defaults when the server closed the page and they cannot be read. */
function decidingSettings({ settings, phase, servedClosed }: SiteSettingsSnapshot): MaintenanceSettings | null {
  if (settings) return settings
  return servedClosed && phase === 'failed' ? defaultMaintenance : null
}

/** The gate for a visitor as the settings read so far decide it. */
function gateFor(snapshot: SiteSettingsSnapshot, visitor: Visitor): GateState {
  const settings = decidingSettings(snapshot)
  const isWaiting = settings === null && snapshot.servedClosed && snapshot.phase !== 'failed'
  return isWaiting ? 'checking' : gateState({ settings, ...visitor })
}

/** The settings a closed or bypassed page shows; an open page shows none, so reading them draws nothing again. */
function shownSettings(snapshot: SiteSettingsSnapshot, state: GateState): MaintenanceSettings {
  const isShown = state === 'closed' || state === 'bypassed'
  return (isShown && decidingSettings(snapshot)) || defaultMaintenance
}

/**
 * Whether this public page is closed for maintenance to this visitor. The settings are read
 * when the site starts, again on later pages and on return to the tab; while maintenance is
 * on, a realtime subscription reopens the site the moment it is turned off.
 *
 * Each value is taken from the store as it is used (a word, a flag, the settings shown), so
 * that a read which changes none of them, as on almost every page, draws nothing again: an
 * update from the store is drawn at once, in one task, with the whole page below it.
 */
export function useMaintenanceGate(visitor: Visitor): MaintenanceGate {
  const { subscribe, getSnapshot } = siteSettingsStore
  const readState = () => gateFor(getSnapshot(), visitor)
  const state = useSyncExternalStore(subscribe, readState, readState)
  const readSettings = () => shownSettings(getSnapshot(), state)
  const settings = useSyncExternalStore(subscribe, readSettings, readSettings)
  const readIsOn = () => decidingSettings(getSnapshot())?.enabled === true
  const isOn = useSyncExternalStore(subscribe, readIsOn, readIsOn)
  const { pathname } = visitor

  useEffect(() => {
    void readSiteSettings({ maxAgeMs: REREAD_AFTER_MS })
  }, [pathname])

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void readSiteSettings({ maxAgeMs: REREAD_AFTER_MS })
    }
    document.addEventListener('visibilitychange', onReturn)
    return () => document.removeEventListener('visibilitychange', onReturn)
  }, [])

  useLiveSettings(isOn)

  return { state, settings }
}

/** While `isOn`, follows the settings record through realtime (the SDK is downloaded for it then only). */
function useLiveSettings(isOn: boolean) {
  useEffect(() => {
    if (!isOn) return
    let isActive = true
    let unsubscribe: (() => Promise<void>) | undefined
    loadPocketBase()
      .then((pb) => pb.collection('site_settings').subscribe('*', (event) => applySiteSettings(event.record)))
      .then((stop) => {
        if (!isActive) return void stop()
        unsubscribe = stop
        // A change made before the subscription started is read now.
        return readSiteSettings()
      })
      .catch((error: unknown) => console.warn('The site settings cannot be followed live.', error))
    return () => {
      isActive = false
      void unsubscribe?.()
    }
  }, [isOn])
}
