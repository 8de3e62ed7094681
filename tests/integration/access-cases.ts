import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import type { CollectionName } from '../../src/lib/collections'
import {
  TEST_PASSWORD,
  contactMessageInput,
  createUser,
  fleetInput,
  galleryImageForm,
  jobApplicationForm,
  quoteInput,
  serviceInput,
  trackingInputs,
  uniqueEmail,
} from './helpers'

/**
 * The "who may do what" matrix of DESIGN.md, one row per collection (two where visibility
 * depends on the record). Each row names a target record the actor did not create, and the
 * outcome of every operation on it for an anonymous visitor, a signed-in user and an admin.
 */

export type Actor = 'anonymous' | 'user' | 'admin'

/** `sees`/`hidden`: the target is or is not in a 200 list; numbers are HTTP statuses. */
export interface Outcomes {
  list: 'sees' | 'hidden' | 403
  view: 200 | 404 | 403
  create: 200 | 400 | 403
  update: 200 | 404 | 403
  delete: 204 | 404 | 403
}

type Body = Record<string, unknown> | FormData

export interface AccessCase {
  label: string
  collection: CollectionName
  /** A record to read, change and delete, made by the superuser for each actor. */
  target: (su: PocketBase) => Promise<RecordModel>
  createBody: () => Body
  updateBody: (target: RecordModel) => Record<string, unknown>
  expect: Record<Actor, Outcomes>
}

const everyoneReads: Outcomes = { list: 'sees', view: 200, create: 400, update: 404, delete: 404 }
const adminManages: Outcomes = { list: 'sees', view: 200, create: 200, update: 200, delete: 204 }
const hiddenFromNonAdmins: Outcomes = { list: 'hidden', view: 404, create: 400, update: 404, delete: 404 }
const submissionByOthers: Outcomes = { list: 'hidden', view: 404, create: 200, update: 404, delete: 404 }
const trackingForNonAdmins: Outcomes = { list: 'hidden', view: 404, create: 403, update: 403, delete: 404 }
const trackingForAdmins: Outcomes = { list: 'sees', view: 200, create: 403, update: 403, delete: 204 }

function trackingCase(collection: CollectionName): AccessCase {
  const input = trackingInputs[collection]!
  return {
    label: collection,
    collection,
    target: (su) => su.collection(collection).create(input()),
    createBody: input,
    updateBody: () => ({ page_url: '/changed' }),
    expect: { anonymous: trackingForNonAdmins, user: trackingForNonAdmins, admin: trackingForAdmins },
  }
}

export const accessCases: AccessCase[] = [
  {
    label: "users (someone else's account)",
    collection: 'users',
    target: async () => (await createUser()).record,
    createBody: () => ({ email: uniqueEmail('signup'), password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD }),
    updateBody: () => ({ first_name: 'Changed' }),
    expect: {
      anonymous: { ...hiddenFromNonAdmins, create: 200 },
      user: { ...hiddenFromNonAdmins, create: 200 },
      admin: adminManages,
    },
  },
  {
    label: 'quotes (an anonymous request)',
    collection: 'quotes',
    target: (su) => su.collection('quotes').create(quoteInput()),
    createBody: () => quoteInput(),
    updateBody: () => ({ status: 'reviewed' }),
    expect: { anonymous: submissionByOthers, user: submissionByOthers, admin: adminManages },
  },
  {
    label: 'job_applications',
    collection: 'job_applications',
    target: (su) => su.collection('job_applications').create(jobApplicationForm()),
    createBody: () => jobApplicationForm(),
    updateBody: () => ({ status: 'reviewed' }),
    expect: { anonymous: submissionByOthers, user: submissionByOthers, admin: adminManages },
  },
  {
    label: 'contact_messages',
    collection: 'contact_messages',
    target: (su) => su.collection('contact_messages').create(contactMessageInput()),
    createBody: () => contactMessageInput(),
    updateBody: () => ({ status: 'read' }),
    expect: { anonymous: submissionByOthers, user: submissionByOthers, admin: adminManages },
  },
  {
    label: 'fleet (an available vehicle)',
    collection: 'fleet',
    target: (su) => su.collection('fleet').create(fleetInput()),
    createBody: () => fleetInput(),
    updateBody: () => ({ description: 'Changed' }),
    expect: { anonymous: everyoneReads, user: everyoneReads, admin: adminManages },
  },
  {
    label: 'fleet (a vehicle in maintenance)',
    collection: 'fleet',
    target: (su) => su.collection('fleet').create(fleetInput({ status: 'maintenance' })),
    createBody: () => fleetInput({ status: 'maintenance' }),
    updateBody: () => ({ description: 'Changed' }),
    expect: { anonymous: hiddenFromNonAdmins, user: hiddenFromNonAdmins, admin: adminManages },
  },
  {
    label: 'gallery_images',
    collection: 'gallery_images',
    target: (su) => su.collection('gallery_images').create(galleryImageForm()),
    createBody: () => galleryImageForm(),
    updateBody: () => ({ title: 'Changed' }),
    expect: { anonymous: everyoneReads, user: everyoneReads, admin: adminManages },
  },
  {
    label: 'services (an active service)',
    collection: 'services',
    target: (su) => su.collection('services').create(serviceInput()),
    createBody: () => serviceInput(),
    updateBody: () => ({ price: 'From $5,000' }),
    expect: { anonymous: everyoneReads, user: everyoneReads, admin: adminManages },
  },
  {
    label: 'services (an inactive service)',
    collection: 'services',
    target: (su) => su.collection('services').create(serviceInput({ active: false })),
    createBody: () => serviceInput({ active: false }),
    updateBody: () => ({ price: 'From $5,000' }),
    expect: { anonymous: hiddenFromNonAdmins, user: hiddenFromNonAdmins, admin: adminManages },
  },
  {
    label: 'site_settings (the seeded record)',
    collection: 'site_settings',
    target: (su) => su.collection('site_settings').getFirstListItem(''),
    createBody: () => ({ maintenance_title: 'Second settings record' }),
    // Writes back the current title: the admin's update succeeds without changing the site.
    updateBody: (target) => ({ maintenance_title: target.maintenance_title }),
    expect: {
      anonymous: { list: 'sees', view: 200, create: 403, update: 404, delete: 403 },
      user: { list: 'sees', view: 200, create: 403, update: 404, delete: 403 },
      admin: { list: 'sees', view: 200, create: 403, update: 200, delete: 403 },
    },
  },
  trackingCase('consent_records'),
  trackingCase('unique_visitors'),
  trackingCase('analytics_events'),
  trackingCase('session_recordings'),
  trackingCase('session_events'),
  trackingCase('session_dom_chunks'),
  trackingCase('heatmap_data'),
  trackingCase('presence'),
]
