import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentPosition, isSharingPosition, mapLink, setSharingPosition } from './road-position'

function fakeGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => answer(success, failure ?? (() => undefined))),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  }
}

const fix = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('the position sent with a road update', () => {
  it('is the device’s fix, rounded to five decimals', async () => {
    const geolocation = fakeGeolocation((success) => success(fix(39.758912345, -84.191612345)))
    expect(await currentPosition(geolocation)).toEqual({ latitude: 39.75891, longitude: -84.19161 })
  })

  it('is none when the fix fails, is refused, is out of range, or geolocation is missing', async () => {
    const refused = fakeGeolocation((_, failure) => failure({ code: 1, message: 'denied' } as GeolocationPositionError))
    expect(await currentPosition(refused)).toBeNull()
    expect(await currentPosition(fakeGeolocation((success) => success(fix(95, 10))))).toBeNull()
    expect(await currentPosition(undefined)).toBeNull()
    const throwing = fakeGeolocation(() => {
      throw new Error('blocked by policy')
    })
    expect(await currentPosition(throwing)).toBeNull()
  })

  it('never holds the tap longer than the timeout, even while a permission prompt stays open', async () => {
    vi.useFakeTimers()
    const silent = fakeGeolocation(() => undefined)
    const answer = currentPosition(silent, 2500)
    await vi.advanceTimersByTimeAsync(2500)
    expect(await answer).toBeNull()
  })

  it('is shared only when the driver said so, and that choice is remembered', () => {
    expect(isSharingPosition()).toBe(false)
    setSharingPosition(true)
    expect(isSharingPosition()).toBe(true)
    setSharingPosition(false)
    expect(isSharingPosition()).toBe(false)
  })

  it('opens on OpenStreetMap for dispatch', () => {
    expect(mapLink({ latitude: 39.75891, longitude: -84.19161 })).toBe(
      'https://www.openstreetmap.org/?mlat=39.75891&mlon=-84.19161#map=14/39.75891/-84.19161',
    )
  })
})
