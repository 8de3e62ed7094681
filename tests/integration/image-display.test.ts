import { describe, expect, it } from 'vitest'
import { CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH } from '../../src/lib/image-display'
import { superuser } from './helpers'

/**
 * The app and the server ask for thumbnails in the widths of server/image_display.json;
 * PocketBase makes only the sizes a file field declares (others get the full picture), so the
 * migrations' `thumbs` must be those widths.
 */
describe('the thumbnail widths the site asks for', () => {
  it.each(['gallery_images', 'fleet'])('are the ones %s declares', async (name) => {
    const collection = await (await superuser()).collections.getOne(name)
    const image = collection.fields.find((field) => field.name === 'image')
    expect(image?.thumbs).toEqual([`${CARD_IMAGE_WIDTH}x0`, `${FULL_IMAGE_WIDTH}x0`])
  })
})
