import { describe, expect, it } from 'vitest'
import { placeholderImage } from '../../components/lazy-image-sources'
import { LOAD_OF_THE_MONTH_FALLBACK_DESCRIPTION, loadOfTheMonthCard, toGalleryImage } from './gallery-image'

const picture = (id: string, fields: { description?: string; alt_text?: string } = {}) =>
  toGalleryImage({ id, title: `Title ${id}`, ...fields }, placeholderImage)

describe('toGalleryImage', () => {
  it('uses the stored alt text, else the title', () => {
    expect(picture('a', { alt_text: 'Blade on a stretch trailer' }).alt).toBe('Blade on a stretch trailer')
    expect(picture('b', { alt_text: '' }).alt).toBe('Title b')
    expect(picture('c').alt).toBe('Title c')
  })

  it('defaults a missing description to empty', () => {
    expect(picture('a').description).toBe('')
  })
})

describe('loadOfTheMonthCard', () => {
  const featured = [picture('first', { description: 'First featured.' }), picture('second')]

  it('shows the marked picture with its own description', () => {
    const marked = picture('marked', { description: 'A 118-foot beam.' })
    expect(loadOfTheMonthCard(marked, featured)).toMatchObject({ id: 'marked', description: 'A 118-foot beam.' })
  })

  it('falls back to the first featured picture when none is marked', () => {
    expect(loadOfTheMonthCard(undefined, featured)).toMatchObject({ id: 'first', description: 'First featured.' })
  })

  it('falls back to the standard description when the picture has none', () => {
    expect(loadOfTheMonthCard(picture('marked'), featured)?.description).toBe(
      'Professional heavy haul transport with specialized equipment for oversized loads.',
    )
    expect(LOAD_OF_THE_MONTH_FALLBACK_DESCRIPTION).toBe(
      'Professional heavy haul transport with specialized equipment for oversized loads.',
    )
  })

  it('is absent when the gallery is empty', () => {
    expect(loadOfTheMonthCard(undefined, [])).toBeUndefined()
  })
})
