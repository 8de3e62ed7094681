import type { FleetRecord } from '../../../lib/record-types'

// PocketBase stores an empty number as 0: such a figure is not known, and shows as nothing.

/** `capacityText(40)` is '40 tons'; '' when not given. */
export function capacityText(tons: number): string {
  return tons ? `${tons.toLocaleString('en-US')} tons` : ''
}

/** `dimensionsText({ length: 48, width: 8.5, height: 0 })` is '48 × 8.5 × – ft'; '' when none is given. */
export function dimensionsText({ length, width, height }: Pick<FleetRecord, 'length' | 'width' | 'height'>): string {
  if (!length && !width && !height) return ''
  return `${[length, width, height].map((feet) => (feet ? String(feet) : '–')).join(' × ')} ft`
}
