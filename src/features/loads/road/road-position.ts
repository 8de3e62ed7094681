// Where the driver is, added to a road update only when they chose to share it. Reading the
// position never holds up a tap for long: a recent fix is taken as it is, and without an
// answer within `timeoutMs` (no fix, permission refused or not yet given) the update goes
// without one.

export interface RoadPosition {
  latitude: number
  longitude: number
}

const SHARE_KEY = 'ironbridge:share-position'
const DEFAULT_TIMEOUT_MS = 2500
// A fix up to two minutes old is where the truck is, near enough for dispatch.
const MAXIMUM_AGE_MS = 120_000

export function isSharingPosition(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(SHARE_KEY) === 'yes'
  } catch {
    return false
  }
}

export function setSharingPosition(on: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (on) storage.setItem(SHARE_KEY, 'yes')
    else storage.removeItem(SHARE_KEY)
  } catch {
    // Private mode without storage: the choice lasts as long as the page.
  }
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit
// Five decimals are about a metre; more would only suggest a precision the phone does not have.
const rounded = (value: number) => Math.round(value * 1e5) / 1e5

/** The device's position, or null when there is none within `timeoutMs`. Never rejects. */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<RoadPosition | null> {
  if (!geolocation) return Promise.resolve(null)
  return new Promise((resolve) => {
    // The browser's own timeout does not count the time a permission prompt stays open.
    const timer = setTimeout(() => resolve(null), timeoutMs)
    const settle = (position: RoadPosition | null) => {
      clearTimeout(timer)
      resolve(position)
    }
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const { latitude, longitude } = coords
          settle(inRange(latitude, 90) && inRange(longitude, 180) ? { latitude: rounded(latitude), longitude: rounded(longitude) } : null)
        },
        () => settle(null),
        { enableHighAccuracy: false, maximumAge: MAXIMUM_AGE_MS, timeout: timeoutMs },
      )
    } catch {
      settle(null)
    }
  })
}

/** The position to send with a road update: only when the driver shares it. */
export function positionIfShared(): Promise<RoadPosition | null> {
  return isSharingPosition() ? currentPosition() : Promise.resolve(null)
}

/** Dispatch's link to the point on OpenStreetMap. */
export function mapLink({ latitude, longitude }: RoadPosition): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`
}
