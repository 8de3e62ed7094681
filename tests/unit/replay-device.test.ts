// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

interface Device {
  replayDeviceType: (userAgent: string) => string
  replayBrowser: (userAgent: string) => string
}

// The server's module, as the replay ingest runs it.
const device = createRequire(import.meta.url)('../../pb_hooks/lib/replay/device.js') as Device

const AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  curl: 'curl/8.5.0',
}

describe('replay device and browser', () => {
  it.each([
    [AGENTS.chromeWindows, 'Desktop', 'Chrome'],
    [AGENTS.edge, 'Desktop', 'Edge'],
    [AGENTS.firefoxLinux, 'Desktop', 'Firefox'],
    [AGENTS.safariIphone, 'Mobile', 'Safari'],
    [AGENTS.safariIpad, 'Tablet', 'Safari'],
    [AGENTS.chromeAndroidPhone, 'Mobile', 'Chrome'],
    [AGENTS.chromeAndroidTablet, 'Tablet', 'Chrome'],
    [AGENTS.opera, 'Desktop', 'Other'],
    [AGENTS.curl, 'Desktop', 'Other'],
    ['', 'Unknown', 'Unknown'],
  ])('%s is a %s running %s', (userAgent, deviceType, browser) => {
    expect(device.replayDeviceType(userAgent)).toBe(deviceType)
    expect(device.replayBrowser(userAgent)).toBe(browser)
  })
})
