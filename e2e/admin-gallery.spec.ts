import sharp from 'sharp'
import { DEMO_GALLERY } from '../scripts/lib/demo-data.mjs'
import { expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'
import { uniqueName } from './support/submissions'
import { smallTapTargets } from './support/tap-targets'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test'
import { slowUploads, watchProgress } from './support/upload-progress'

test.use({ serviceWorkers: 'block' })

interface StoredImage {
  id: string
  title: string
  display_order: number
  is_load_of_the_month: boolean
  category: string
}

interface ImageFile {
  name: string
  mimeType: string
  buffer: Buffer
}

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined
async function admin(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

const byDisplayOrder = [...DEMO_GALLERY].sort((a, b) => a.display_order - b.display_order)
const demoLoadOfTheMonth = (() => {
  const holder = DEMO_GALLERY.find((image) => image.is_load_of_the_month)
  if (!holder) throw new Error('the demo gallery needs a Load Of The Month')
  return holder
})()

/** A real picture made for the test; `noise` makes it as heavy as a photo. */
async function picture(name: string, { width = 800, height = 600, noise = 30 } = {}): Promise<ImageFile> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 60, g: 90, b: 130 }, noise: { type: 'gaussian', mean: 110, sigma: noise } },
  })
    .jpeg({ quality: 82 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** Named and typed as a PNG, but text inside: only the server can tell. */
const fakePng = (name: string): ImageFile => ({ name, mimeType: 'image/png', buffer: Buffer.from(`not a picture: ${name}`) })

const headers = async (request: APIRequestContext) => ({ Authorization: (await admin(request)).token })

async function storedImages(request: APIRequestContext, filter = ''): Promise<StoredImage[]> {
  const response = await request.get('/api/collections/gallery_images/records', {
    headers: await headers(request),
    params: { filter, perPage: 200, sort: 'display_order,created' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: StoredImage[] }).items
}

/** Titles of the images a test adds, removed after it whatever happened. */
const leftovers: string[] = []

test.afterEach(async ({ request }) => {
  await restoreGallery(request, leftovers.splice(0))
})

/** An image added by another admin, from another client than the page. */
async function createImage(request: APIRequestContext, title = uniqueName('E2E Image')): Promise<StoredImage> {
  leftovers.push(title)
  const form = new FormData()
  form.append('title', title)
  form.append('category', 'general')
  form.append('display_order', '900')
  const { buffer } = await picture('created.jpg', { width: 320, height: 240 })
  form.append('image', new File([new Uint8Array(buffer)], 'created.jpg', { type: 'image/jpeg' }))
  const response = await request.post('/api/collections/gallery_images/records', { multipart: form, headers: await headers(request) })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as StoredImage
}

/** Leaves the gallery as the demo made it: no test images, the demo's Load of the Month. */
async function restoreGallery(request: APIRequestContext, titles: string[]) {
  for (const title of titles) {
    for (const { id } of await storedImages(request, `title = "${title}"`)) {
      await request.delete(`/api/collections/gallery_images/records/${id}`, { headers: await headers(request) })
    }
  }
  const [original] = await storedImages(request, `title = "${demoLoadOfTheMonth.title}"`)
  if (original && !original.is_load_of_the_month) {
    await request.patch(`/api/collections/gallery_images/records/${original.id}`, {
      headers: await headers(request),
      data: { is_load_of_the_month: true },
    })
  }
}

async function openGallery(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Management' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
}

const uploadArea = (page: Page) => page.getByRole('region', { name: 'Upload Images' })
const fileInput = (page: Page) => uploadArea(page).locator('input[type="file"]')
const chosen = (page: Page) => uploadArea(page).getByRole('list', { name: 'Chosen images' }).getByRole('listitem')
const chosenItem = (page: Page, fileName: string) => chosen(page).filter({ hasText: fileName })
const cards = (page: Page) => page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByText(title, { exact: true }) })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const toastTitled = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The public grid as a visitor opens it, in a browser of their own. */
async function visitorGrid(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await dismissQuotePrompt(page)
  await page.goto('/gallery/grid')
  return { page, close: () => context.close() }
}

async function setTitle(item: Locator, title: string) {
  await item.getByRole('textbox', { name: 'Title' }).fill(title)
}

const VIEWPORTS = [
  { label: 'on a tablet held sideways (1024×768)', viewport: { width: 1024, height: 768 } },
  { label: 'on a phone (375×812)', viewport: { width: 375, height: 812 } },
]

for (const { label, viewport } of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport, hasTouch: true })

    test('shows the upload area and the images by display order, the Load of the Month marked', async ({ page, request }) => {
      await openGallery(page, request)
      await expect(uploadArea(page).getByRole('button', { name: /Drop images here or tap to choose/ })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Gallery Images' })).toBeVisible()
      await expect(cards(page)).toHaveCount(DEMO_GALLERY.length)
      for (const [index, image] of byDisplayOrder.entries()) {
        await expect(cards(page).nth(index).getByRole('article')).toHaveAccessibleName(image.title)
      }
      const current = cardOf(page, demoLoadOfTheMonth.title)
      await expect(current.getByText('Load of the Month', { exact: true })).toBeVisible()
      await expect(current.getByRole('button', { name: /^Set Load of the Month/ })).toBeDisabled()
      await expect(cardOf(page, byDisplayOrder[0]!.title).getByRole('button', { name: /^Set Load of the Month/ })).toBeEnabled()
      await expect(cards(page).first().getByRole('img')).toHaveAttribute('src', /\/api\/files\/.+thumb=600x0/)
      await expectNoSidewaysScroll(page)
      expect(await smallTapTargets(page, page.getByRole('main'))).toEqual([])
      await expectNoSeriousViolations(page, '/admin/gallery')
    })

    test('refuses eleven files at once with Too Many Files, and uploads nothing', async ({ page, request }) => {
      const before = (await storedImages(request)).length
      await openGallery(page, request)
      const files = await Promise.all(Array.from({ length: 11 }, (_, index) => picture(`eleven-${index + 1}.jpg`, { width: 64, height: 48 })))
      await fileInput(page).setInputFiles(files)
      await expect(toastTitled(page, 'Too Many Files')).toContainText(
        'Please select up to 10 images at a time to avoid performance issues.',
      )
      await expect(chosen(page)).toHaveCount(0)
      await expect(uploadArea(page).getByRole('button', { name: /^Upload/ })).toHaveCount(0)
      expect(await storedImages(request)).toHaveLength(before)
    })

    test('uploads three images, a 12-megapixel photo among them, each with its progress; /gallery/grid shows them', async ({ page, request, browser }) => {
      test.slow()
      const titles = [uniqueName('E2E Night Escort'), uniqueName('E2E Boiler Move'), uniqueName('E2E Phone Photo')]
      leftovers.push(...titles)
      const highest = Math.max(...(await storedImages(request)).map((image) => image.display_order))
      await openGallery(page, request)
      const files = [
        await picture('night-escort.jpg'),
        await picture('boiler-move.jpg'),
        await picture('phone-photo.jpg', { width: 4000, height: 3000, noise: 12 }),
      ]
      await fileInput(page).setInputFiles(files)
      await expect(chosen(page)).toHaveCount(3)
      for (const file of files) {
        const item = chosenItem(page, file.name)
        await expect(item).toContainText('Ready')
        await expect(item.getByRole('textbox', { name: 'Title' })).toHaveValue(file.name.replace('.jpg', ''))
        await expect(item.getByRole('combobox', { name: 'Category' })).toHaveValue('general')
      }
      await expectNoSeriousViolations(page, 'three images chosen', { include: 'section[aria-labelledby="gallery-upload-heading"]' })
      expect(await smallTapTargets(page, uploadArea(page))).toEqual([])

      for (const [index, file] of files.entries()) await setTitle(chosenItem(page, file.name), titles[index]!)
      await chosenItem(page, 'boiler-move.jpg').getByRole('combobox', { name: 'Category' }).selectOption('loads')
      await chosenItem(page, 'boiler-move.jpg').getByRole('textbox', { name: 'Description' }).fill('A boiler on its way to the plant.')

      await slowUploads(page, 512 * 1024)
      const progressSeen = await watchProgress(page)
      await uploadArea(page).getByRole('button', { name: 'Upload 3 images' }).click()
      // The large photo goes last and takes seconds: its bar and its words are seen moving.
      const lastItem = chosenItem(page, 'phone-photo.jpg')
      await expect(lastItem.getByRole('progressbar', { name: 'Uploading phone-photo.jpg' })).toBeVisible({ timeout: 15_000 })
      await expect(lastItem).toContainText(/Uploading… \d+%/)
      for (const file of files) await expect(chosenItem(page, file.name)).toContainText('Uploaded', { timeout: 60_000 })
      expect((await progressSeen()).some((percent) => percent > 0 && percent < 100)).toBe(true)
      await expect(toastTitled(page, 'Upload Complete')).toContainText('Successfully uploaded 3 image(s).')

      const stored = await storedImages(request, titles.map((title) => `title = "${title}"`).join(' || '))
      expect(stored.map(({ title, display_order }) => [title, display_order])).toEqual(titles.map((title, index) => [title, highest + index + 1]))
      expect(stored.find(({ title }) => title === titles[1])?.category).toBe('loads')
      for (const title of titles) await expect(cardOf(page, title)).toBeVisible()

      const visitor = await visitorGrid(browser)
      for (const title of titles) {
        const shown = visitor.page.getByRole('img', { name: title })
        await shown.scrollIntoViewIfNeeded()
        await expect(shown).toHaveAttribute('src', /thumb=600x0/)
        // Drawn from a thumbnail the server made, never the original.
        await expect
          .poll(() => shown.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0 ? image.currentSrc : '')), {
            timeout: 20_000,
          })
          .toMatch(/thumb=(600|1600)x0/)
      }
      await visitor.close()
    })

    test('shows the reason of a picture the server refuses, and counts it in the summary', async ({ page, request }) => {
      const title = uniqueName('E2E Good One')
      leftovers.push(title, 'fake-one', 'fake-two')
      await openGallery(page, request)
      await fileInput(page).setInputFiles([await picture('good-one.jpg', { width: 320, height: 240 }), fakePng('fake-one.png')])
      await setTitle(chosenItem(page, 'good-one.jpg'), title)
      await uploadArea(page).getByRole('button', { name: 'Upload 2 images' }).click()
      await expect(toastTitled(page, 'Upload Complete')).toContainText('Successfully uploaded 1 image(s). 1 failed.')
      await expect(chosenItem(page, 'good-one.jpg')).toContainText('Uploaded')
      await expect(chosenItem(page, 'fake-one.png')).toContainText('This file is not a PNG image')
      // Sending it again would be refused again: no Retry, only Remove.
      await expect(chosenItem(page, 'fake-one.png').getByRole('button', { name: 'Retry' })).toHaveCount(0)

      await chosenItem(page, 'fake-one.png').getByRole('button', { name: 'Remove fake-one.png' }).click()
      await fileInput(page).setInputFiles([fakePng('fake-two.png')])
      await uploadArea(page).getByRole('button', { name: 'Upload 1 image' }).click()
      await expect(toastTitled(page, 'Upload Failed')).toContainText('Failed to upload 1 image(s). Please try again.')
      await expect(chosenItem(page, 'fake-two.png')).toContainText('This file is not a PNG image')
    })

    test("edits an image's title, description, alt text, category and order", async ({ page, request }) => {
      const image = await createImage(request)
      const newTitle = uniqueName('E2E Edited')
      leftovers.push(newTitle)
      await openGallery(page, request)
      const editButton = cardOf(page, image.title).getByRole('button', { name: `Edit ${image.title}` })
      await editButton.click()
      const form = dialog(page, 'Edit Image')
      await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(image.title)
      await expectNoSeriousViolations(page, 'Edit Image', { include: '[role="dialog"]' })
      expect(await smallTapTargets(page, form)).toEqual([])
      await form.getByRole('textbox', { name: 'Title' }).fill(newTitle)
      await form.getByRole('textbox', { name: 'Description' }).fill('Edited in the back office.')
      await form.getByRole('textbox', { name: 'Alt text' }).fill('A test picture in blue')
      await form.getByRole('combobox', { name: 'Category' }).click()
      await page.getByRole('option', { name: 'Trailers' }).click()
      await form.getByRole('textbox', { name: 'Display order' }).fill('950')
      await form.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toastTitled(page, 'Image Updated')).toContainText('Image details have been saved.')
      await expect(form).toBeHidden()
      const card = cardOf(page, newTitle)
      await expect(card).toContainText('Trailers · Order 950')
      await expect(card.getByRole('img', { name: 'A test picture in blue' })).toBeVisible()
      const [stored] = await storedImages(request, `id = "${image.id}"`)
      expect(stored).toMatchObject({ title: newTitle, category: 'trailers', display_order: 950 })
    })

    test('deletes an image only once the question is answered', async ({ page, request }) => {
      const image = await createImage(request)
      await openGallery(page, request)
      const deleteButton = cardOf(page, image.title).getByRole('button', { name: `Delete ${image.title}` })
      await deleteButton.click()
      const question = dialog(page, 'Delete Image')
      await expect(question).toContainText('Are you sure you want to delete this image?')
      await question.getByRole('button', { name: 'Cancel' }).click()
      await expect(deleteButton).toBeFocused()
      await deleteButton.click()
      await dialog(page, 'Delete Image').getByRole('button', { name: 'Delete' }).click()
      await expect(toastTitled(page, 'Image Deleted')).toContainText('Image has been removed from the gallery.')
      await expect(cardOf(page, image.title)).toHaveCount(0)
      expect(await storedImages(request, `id = "${image.id}"`)).toEqual([])
    })

    test('sets the Load of the Month, which unsets the previous one', async ({ page, request }) => {
      const image = await createImage(request)
      await openGallery(page, request)
      const card = cardOf(page, image.title)
      await card.getByRole('button', { name: `Set Load of the Month: ${image.title}` }).click()
      await expect(toastTitled(page, 'Load of the Month Set')).toContainText('This image is now the Load of the Month.')
      await expect(card.getByRole('button', { name: /^Set Load of the Month/ })).toBeDisabled()
      await expect(card.getByText('Load of the Month', { exact: true })).toBeVisible()
      const previous = cardOf(page, demoLoadOfTheMonth.title)
      await expect(previous.getByRole('button', { name: /^Set Load of the Month/ })).toBeEnabled()
      await expect(previous.getByText('Load of the Month', { exact: true })).toHaveCount(0)
      const holders = await storedImages(request, 'is_load_of_the_month = true')
      expect(holders.map(({ id }) => id)).toEqual([image.id])
    })
  })
}
