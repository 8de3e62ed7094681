import { describe, expect, it } from 'vitest'
import { readsBeforeControl } from './save-early-reads'

const page = new URL('https://haul.example/fleet') as unknown as Location

function entry(name: string, workerStart = 0) {
  return { name, workerStart } as PerformanceResourceTiming
}

describe('readsBeforeControl', () => {
  it('names what went straight to the network, with the page as referrer, and leaves out what a worker answered', () => {
    const reads = readsBeforeControl(
      [
        entry('https://haul.example/api/collections/fleet/records?sort=name'),
        entry('https://haul.example/api/collections/site_settings/records', 12.5),
        entry('https://haul.example/api/files/fleet/abc/truck.jpg?thumb=600x0'),
      ],
      page,
    )
    expect(reads).toEqual([
      ['https://haul.example/api/collections/fleet/records?sort=name', { referrer: 'https://haul.example/fleet' }],
      ['https://haul.example/api/files/fleet/abc/truck.jpg?thumb=600x0', { referrer: 'https://haul.example/fleet' }],
    ])
  })
})
