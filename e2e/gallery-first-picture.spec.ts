import { expect, test, type APIRequestContext } from './support/test'
import { authenticate, demoAdmin } from './support/session'

// The first picture's requests are counted below; a service worker would answer them unseen.
test.use({ serviceWorkers: 'block' })

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

interface GalleryRecord {
  id: string
  title: string
  alt_text: string
}

/** The carousel's first picture as anyone may read it: the gallery's first by display order. */
async function firstGalleryPicture(request: APIRequestContext): Promise<GalleryRecord> {
  const response = await request.get('/api/collections/gallery_images/records?perPage=1&sort=display_order,created')
  const [first] = ((await response.json()) as { items: GalleryRecord[] }).items
  if (!first) throw new Error('the demo gallery has no pictures')
  return first
}

test.describe('the gallery as served, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first featured picture where the first slide will be', async ({ page, request }) => {
    const first = await firstGalleryPicture(request)
    await page.goto('/gallery')
    const picture = page.getByRole('main').getByRole('img', { name: first.alt_text || first.title })
    await expect(picture).toBeVisible()
    await expect(picture).toHaveAttribute('src', new RegExp(`/api/files/[^/]+/${first.id}/.+\\?thumb=600x0$`))
    await expect(picture).toHaveAttribute('srcset', /thumb=600x0 600w, .+thumb=1600x0 1600w$/)
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  })

  test('follows the gallery as it changes, and shows its texts as text, never as markup', async ({ page, request }) => {
    const admin = await authenticate(request, demoAdmin)
    const hostile = '"><script>document.title="hijacked"</script><img src=x onerror=alert(1)>'
    const created = await request.post('/api/collections/gallery_images/records', {
      headers: { Authorization: admin.token },
      multipart: {
        title: `Title ${hostile}`,
        alt_text: `Alt ${hostile}`,
        category: 'loads',
        display_order: '0',
        image: { name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { id } = (await created.json()) as GalleryRecord
    try {
      await page.goto('/gallery')
      const picture = page.getByRole('main').getByRole('img', { name: `Alt ${hostile}`, exact: true })
      await expect(picture).toHaveAttribute('src', new RegExp(`/${id}/`))
      await expect(page.locator('main script')).toHaveCount(0)
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      await expect(page).not.toHaveTitle('hijacked')
    } finally {
      await request.delete(`/api/collections/gallery_images/records/${id}`, { headers: { Authorization: admin.token } })
    }
    const first = await firstGalleryPicture(request)
    await page.goto('/gallery')
    await expect(page.getByRole('main').getByRole('img')).toHaveAttribute('src', new RegExp(`/${first.id}/`))
  })
})

test('the app shows the served picture in its first slide at once, without downloading it again', async ({ page, request }) => {
  const first = await firstGalleryPicture(request)
  const downloads: string[] = []
  page.on('requestfinished', async (finished) => {
    const url = finished.url()
    if (!url.includes(`/${first.id}/`)) return
    const fromCache = (await finished.sizes()).responseBodySize === 0
    if (!fromCache) downloads.push(new URL(url).search)
  })
  await page.goto('/gallery')
  const carousel = page.getByRole('region', { name: 'Featured equipment' })
  const firstSlide = carousel.getByRole('button', { name: `View full size: ${first.title}` })
  await expect(firstSlide.locator('[data-state]')).toHaveAttribute('data-state', 'loaded')
  const shown = await firstSlide.getByRole('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).search)
  // One download, of the thumbnail the served page picked for this screen, which the slide then shows.
  expect(downloads).toEqual([shown])
})
