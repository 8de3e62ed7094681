// @vitest-environment node
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'

interface Device {
  browser: string
  os: string
  device_type: string
}
interface UserAgentModule {
  BROWSER_LABELS: string[]
  OS_LABELS: string[]
  DEVICE_LABELS: string[]
  MAX_REMEMBERED: number
  MAX_REMEMBERED_KEY_CHARS: number
  brandsOf(secChUa: string): { brand: string; version: string }[]
  describeUserAgent(userAgent: string | undefined, secChUa?: string): Device
}

// The server's parser (bowser), as PocketBase runs it.
const load = createRequire(import.meta.url)
const server = load('../../pb_hooks/lib/tracking/user-agent.js') as UserAgentModule
const bowser = load('bowser') as { parse: (...args: unknown[]) => unknown }

const cases: [string, string, Device][] = [
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    { browser: 'Edge', os: 'Windows', device_type: 'Desktop' },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    { browser: 'Opera', os: 'Windows', device_type: 'Desktop' },
  ],
  [
    'Chrome on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'macOS', device_type: 'Desktop' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', device_type: 'Desktop' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    { browser: 'Firefox', os: 'Linux', device_type: 'Desktop' },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', os: 'Android', device_type: 'Mobile' },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', device_type: 'Mobile' },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', device_type: 'Tablet' },
  ],
  [
    'Samsung Internet, another Mozilla-compatible browser',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    { browser: 'Mozilla', os: 'Android', device_type: 'Mobile' },
  ],
  [
    'a crawler',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { browser: 'Other', os: 'Other', device_type: 'Unknown' },
  ],
  ['a command-line client', 'curl/8.5.0', { browser: 'Other', os: 'Other', device_type: 'Unknown' }],
  ['no user agent at all', '', { browser: 'Unknown', os: 'Unknown', device_type: 'Unknown' }],
]

describe('user agents read on the server', () => {
  it.each(cases)('%s', (_label, userAgent, expected) => {
    expect(server.describeUserAgent(userAgent)).toEqual(expected)
  })

  it('tells Brave from Chrome by its Sec-CH-UA client hint', () => {
    const chromeOnWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
    const braveHint = '"Chromium";v="124", "Brave";v="124", "Not-A.Brand";v="99"'
    expect(server.brandsOf(braveHint)).toEqual([
      { brand: 'Chromium', version: '124' },
      { brand: 'Brave', version: '124' },
      { brand: 'Not-A.Brand', version: '99' },
    ])
    expect(server.describeUserAgent(chromeOnWindows, braveHint)).toEqual({ browser: 'Brave', os: 'Windows', device_type: 'Desktop' })
    expect(server.describeUserAgent(chromeOnWindows, '"Chromium";v="124", "Google Chrome";v="124"').browser).toBe('Chrome')
  })

  it('only ever answers with the spec labels', () => {
    for (const [, userAgent] of cases) {
      const device = server.describeUserAgent(userAgent)
      expect(server.BROWSER_LABELS).toContain(device.browser)
      expect(server.OS_LABELS).toContain(device.os)
      expect(server.DEVICE_LABELS).toContain(device.device_type)
    }
    expect(server.describeUserAgent(undefined)).toEqual({ browser: 'Unknown', os: 'Unknown', device_type: 'Unknown' })
  })

  describe('remembering parsed user agents', () => {
    afterEach(() => vi.restoreAllMocks())
    const userAgentNumber = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${n}.0 Safari/537.36`

    it('parses a user agent once, and again with another client hint', () => {
      const parse = vi.spyOn(bowser, 'parse')
      const userAgent = userAgentNumber(1)
      const first = server.describeUserAgent(userAgent)
      first.browser = 'changed by a caller'
      expect(server.describeUserAgent(userAgent)).toEqual({ browser: 'Chrome', os: 'Linux', device_type: 'Desktop' })
      expect(parse).toHaveBeenCalledTimes(1)
      expect(server.describeUserAgent(userAgent, '"Brave";v="124"').browser).toBe('Brave')
      expect(parse).toHaveBeenCalledTimes(2)
    })

    it('does not remember one with headers longer than its bound', () => {
      const parse = vi.spyOn(bowser, 'parse')
      const longHint = `"Brave";v="124", ${'"Filler";v="1", '.repeat(server.MAX_REMEMBERED_KEY_CHARS / 10)}`
      expect(server.describeUserAgent(userAgentNumber(2), longHint).browser).toBe('Brave')
      expect(server.describeUserAgent(userAgentNumber(2), longHint).browser).toBe('Brave')
      expect(parse).toHaveBeenCalledTimes(2)
    })

    it('keeps a bounded number of them', () => {
      for (let n = 0; n <= server.MAX_REMEMBERED; n++) server.describeUserAgent(userAgentNumber(1000 + n))
      const parse = vi.spyOn(bowser, 'parse')
      server.describeUserAgent(userAgentNumber(1000))
      expect(parse).toHaveBeenCalledTimes(1)
    })
  })
})
