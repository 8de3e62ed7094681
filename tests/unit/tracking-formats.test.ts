// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const load = createRequire(import.meta.url)

// The server's modules, as PocketBase runs them (CommonJS).
const { formatVisitorNumber } = load('../../pb_hooks/lib/tracking/visitor-number.js') as {
  formatVisitorNumber: (number: number) => string
}
const csv = load('../../pb_hooks/lib/tracking/csv.js') as {
  EXPORT_COLUMNS: string[]
  csvCell: (value: unknown) => string
  csvRow: (cells: unknown[]) => string
  exportFileName: (date: Date) => string
}
const { truncateAddress, storedAddress } = load('../../pb_hooks/lib/tracking/client-address.js') as {
  truncateAddress: (address: string) => string
  storedAddress: (address: string, storeFull: boolean) => string
}
const { trackingEnvironment } = load('../../pb_hooks/lib/tracking/environment.js') as {
  trackingEnvironment: (getenv: (name: string) => string) => { storeFullIp: boolean; retentionDays: number }
}
const { validateForgetRequest } = load('../../pb_hooks/lib/tracking/forget-request.js') as {
  validateForgetRequest: (body: unknown) => { request?: { consentId: string; sessionIds: string[] }; problems?: string[] }
}

describe('visitor numbers', () => {
  it.each([
    [1, '#00000000001'],
    [42, '#00000000042'],
    [12_345_678_901, '#12345678901'],
    [0, 'Master Creator'],
  ])('%i is shown as %s', (number, shown) => {
    expect(formatVisitorNumber(number)).toBe(shown)
  })

  it('is "#" and 11 digits for every positive number up to 11 digits', () => {
    for (const number of [1, 9, 10, 999, 1_000_000, 99_999_999_999]) {
      expect(formatVisitorNumber(number)).toMatch(/^#\d{11}$/)
    }
  })
})

describe('CSV cells', () => {
  it.each([
    ['page_view', 'page_view'],
    ['', ''],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
  ])('%j is written %j', (value, written) => {
    expect(csv.csvCell(value)).toBe(written)
  })

  it('ends rows with CRLF and names the export by day', () => {
    expect(csv.csvRow(csv.EXPORT_COLUMNS)).toBe('Date,Event,Visitor ID,Site ID,Page URL,Properties\r\n')
    expect(csv.exportFileName(new Date(Date.UTC(2025, 0, 15, 23, 59)))).toBe('analytics-2025-01-15.csv')
  })
})

describe('client addresses', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:db8:85a3::'],
    ['2001:db8:85a3::1', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8::'],
    ['::1', '::'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['fe80::1%eth0', 'fe80::'],
    ['not an address', ''],
    ['300.1.1.1', ''],
    ['1::2::3', ''],
    ['', ''],
  ])('%s is stored as %j', (address, stored) => {
    expect(truncateAddress(address)).toBe(stored)
    expect(storedAddress(address, false)).toBe(stored)
  })

  it('keeps the whole address when configured to', () => {
    expect(storedAddress('203.0.113.77', true)).toBe('203.0.113.77')
  })
})

describe('tracking environment', () => {
  const from = (values: Record<string, string>) => (name: string) => values[name] ?? ''

  it('truncates addresses and keeps events 90 days unless told otherwise', () => {
    expect(trackingEnvironment(from({}))).toEqual({ storeFullIp: false, retentionDays: 90 })
  })

  it('reads TRACKING_STORE_FULL_IP and TRACKING_RETENTION_DAYS', () => {
    expect(trackingEnvironment(from({ TRACKING_STORE_FULL_IP: 'true', TRACKING_RETENTION_DAYS: '30' }))).toEqual({
      storeFullIp: true,
      retentionDays: 30,
    })
  })

  it('ignores a retention that is not a positive whole number of days', () => {
    for (const days of ['0', '-5', '1.5', 'soon']) {
      expect(trackingEnvironment(from({ TRACKING_RETENTION_DAYS: days })).retentionDays).toBe(90)
    }
  })
})

describe('forget requests', () => {
  const consentId = '0123456789abcdef0123456789abcdef'

  it('take a consent id and, optionally, session ids', () => {
    expect(validateForgetRequest({ consent_id: consentId })).toEqual({ request: { consentId, sessionIds: [] } })
    expect(validateForgetRequest({ consent_id: consentId, session_ids: ['session-0001'] }).request?.sessionIds).toEqual([
      'session-0001',
    ])
  })

  it('refuse anything else', () => {
    expect(validateForgetRequest({}).problems).toEqual(['consent_id: required'])
    expect(validateForgetRequest({ consent_id: '*' }).problems?.[0]).toMatch(/^consent_id: must be/)
    expect(validateForgetRequest({ consent_id: consentId, session_ids: 'all' }).problems?.[0]).toMatch(/^session_ids: must be/)
    expect(validateForgetRequest({ consent_id: consentId, session_ids: ["' OR 1=1"] }).problems?.[0]).toMatch(
      /^session_ids\[0\]: must be/,
    )
  })
})
