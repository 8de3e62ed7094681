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

/**
 * Whether this public page is closed for maintenance to this visitor. The settings are read
 * when the site starts, again on later pages and on return to the tab; while maintenance is
 * on, a realtime subscription reopens the site the moment it is turned off.
 */
export function useMaintenanceGate({ pathname, isAdmin, roles }: Visitor): MaintenanceGate {
  const snapshot = useSyncExternalStore(siteSettingsStore.subscribe, siteSettingsStore.getSnapshot, siteSettingsStore.getSnapshot)
  const settings = decidingSettings(snapshot)

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

  useLiveSettings(settings?.enabled === true)

  const isWaiting = settings === null && snapshot.servedClosed && snapshot.phase !== 'failed'
  return {
    state: isWaiting ? 'checking' : gateState({ settings, pathname, isAdmin, roles }),
    settings: settings ?? defaultMaintenance,
  }
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
