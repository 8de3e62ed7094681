/**
 * Loads the demo content into a running PocketBase, as a superuser. Safe to call on every
 * start: a collection is only filled while it is empty, and the demo admin account is
 * brought back to working order (admin role, verified, the given password) only if needed.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PocketBase from 'pocketbase'
import { DEMO_ADMIN_PROFILE, DEMO_FLEET, DEMO_GALLERY } from './demo-data.mjs'

const DEMO_ASSETS_DIR = fileURLToPath(new URL('../demo-assets/', import.meta.url))

export async function seedDemoContent({ url, superuser, admin, log = () => {} }) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await step('signing in as superuser', () => pb.collection('_superusers').authWithPassword(superuser.email, superuser.password))

  const adminState = await step(`ensuring the demo admin ${admin.email}`, () => ensureAdmin(pb, url, admin))
  const results = [
    await seedWhenEmpty(pb, 'fleet', DEMO_FLEET, withImage),
    await seedWhenEmpty(pb, 'gallery_images', DEMO_GALLERY, withImage),
  ]
  log(`Demo content: admin ${admin.email} ${adminState}; ${results.join(', ')}`)
}

async function ensureAdmin(pb, url, admin) {
  const users = pb.collection('users')
  const existing = await users.getFirstListItem(pb.filter('email = {:email}', { email: admin.email })).catch(nullWhenNotFound)
  if (!existing) {
    await users.create({
      email: admin.email,
      password: admin.password,
      passwordConfirm: admin.password,
      verified: true,
      roles: ['admin'],
      ...DEMO_ADMIN_PROFILE,
    })
    return 'created'
  }
  const repairs = {}
  const roles = existing.roles ?? []
  if (!roles.includes('admin')) repairs.roles = ['admin', ...roles]
  if (!existing.verified) repairs.verified = true
  // Setting a password signs every session out, so it is only reset when it no longer works.
  if (!(await passwordWorks(url, admin))) Object.assign(repairs, { password: admin.password, passwordConfirm: admin.password })
  if (Object.keys(repairs).length === 0) return 'ready'
  await users.update(existing.id, repairs)
  return `repaired (${Object.keys(repairs).filter((field) => field !== 'passwordConfirm').join(', ')})`
}

async function passwordWorks(url, { email, password }) {
  try {
    await new PocketBase(url).collection('users').authWithPassword(email, password)
    return true
  } catch (error) {
    if (error?.status === 400) return false
    throw error
  }
}

/**
 * Creates `items` in `collection` when it has no records yet. A failure part-way removes
 * what this call created, so the next start tries again from an empty collection.
 */
async function seedWhenEmpty(pb, collection, items, toBody) {
  const records = pb.collection(collection)
  const { totalItems } = await step(`counting ${collection}`, () => records.getList(1, 1, { fields: 'id' }))
  if (totalItems > 0) return `${collection} kept (${totalItems})`
  const created = []
  try {
    for (const item of items) {
      const label = item.name ?? item.title
      const record = await step(`creating ${collection} "${label}"`, async () => records.create(await toBody(item)))
      created.push(record.id)
    }
  } catch (error) {
    await Promise.allSettled(created.map((id) => records.delete(id)))
    throw error
  }
  return `${collection} +${created.length}`
}

/** Multipart body with the item's picture from scripts/demo-assets as the `image` file. */
async function withImage({ image, ...fields }) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  const bytes = await readFile(path.join(DEMO_ASSETS_DIR, image))
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), path.basename(image))
  return form
}

function nullWhenNotFound(error) {
  if (error?.status === 404) return null
  throw error
}

async function step(what, action) {
  try {
    return await action()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Demo content:')) throw error
    const details = error?.response?.data && Object.keys(error.response.data).length ? ` ${JSON.stringify(error.response.data)}` : ''
    throw new Error(`Demo content: ${what} failed: ${error?.message ?? error}${details}`, { cause: error })
  }
}
