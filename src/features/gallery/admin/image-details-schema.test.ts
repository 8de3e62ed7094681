import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { GalleryImageRecord } from '../../../lib/record-types'
import { imageDetailsRecord, imageDetailsSchema, imageDetailsValues, type ImageDetailsValues } from './image-details-schema'

const valid: ImageDetailsValues = { title: 'Boiler at sunset', description: '', alt_text: '', category: 'loads', display_order: 4 }
const firstMessage = (values: Partial<ImageDetailsValues>) => v.safeParse(imageDetailsSchema, { ...valid, ...values }).issues?.[0]?.message

describe('imageDetailsSchema', () => {
  it('takes a titled image with a whole, non-negative order', () => {
    expect(firstMessage({})).toBeUndefined()
    expect(firstMessage({ display_order: '' })).toBeUndefined()
  })

  it('refuses a blank title and a bad order', () => {
    expect(firstMessage({ title: '  ' })).toBe('Required')
    expect(firstMessage({ display_order: 1.5 })).toBe('Must be a whole number')
    expect(firstMessage({ display_order: -1 })).toBe('Cannot be negative')
  })
})

describe('image details', () => {
  it('reads an image stored without a category as general, and saves an empty order as 0', () => {
    const image = { title: 'T', description: 'D', alt_text: '', category: '', display_order: 3 } as GalleryImageRecord
    expect(imageDetailsValues(image).category).toBe('general')
    expect(imageDetailsRecord({ ...valid, title: ' T ', display_order: '' })).toEqual({
      title: 'T',
      description: '',
      alt_text: '',
      category: 'loads',
      display_order: 0,
    })
  })
})
