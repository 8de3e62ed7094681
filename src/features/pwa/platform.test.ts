import { describe, expect, it } from 'vitest'
import { isIosDevice } from './platform'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'

describe('isIosDevice', () => {
  it('recognises iPhones, and iPads that present themselves as a Mac with a touch screen', () => {
    expect(isIosDevice(IPHONE_SAFARI, 5)).toBe(true)
    expect(isIosDevice(IPAD_DESKTOP_MODE, 5)).toBe(true)
  })

  it('leaves out real Macs and Android phones', () => {
    expect(isIosDevice(IPAD_DESKTOP_MODE, 0)).toBe(false)
    expect(isIosDevice(ANDROID_CHROME, 5)).toBe(false)
  })
})
