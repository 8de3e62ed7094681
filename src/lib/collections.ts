/**
 * The data model as the app sees it: one entry per PocketBase collection, one per field.
 * Record types are derived from it, and an integration test compares it with the
 * collections the migrations create, so the two cannot drift apart.
 */

import { text, requiredText, requiredEmail, number, bool, date, json, stringList, owner, timestamps, notification, trackingSession, type FieldSpec } from './collection-fields'
import { APPLICATION_STATUSES, CONTACT_MESSAGE_STATUSES, FLEET_STATUSES, GALLERY_CATEGORIES, LOAD_CLASSES, QUOTE_STATUSES, ROLES, SERVICE_CATEGORIES } from './field-values'
import { loadCollections } from './load-collections'
import { trackingCollections } from './tracking-collections'

export * from './field-values'

export const collections = {
  users: {
    first_name: text,
    last_name: text,
    phone: text,
    company_name: text,
    roles: { type: 'select', values: ROLES, multiple: true },
    ...timestamps,
  },
  quotes: {
    customer_name: requiredText,
    email: requiredEmail,
    phone: requiredText,
    origin: requiredText,
    destination: requiredText,
    equipment: requiredText,
    length: number,
    width: number,
    height: number,
    weight_lb: number,
    pickup_date: date,
    notes: text,
    load_class: { type: 'select', values: LOAD_CLASSES },
    status: { type: 'select', values: QUOTE_STATUSES },
    user: owner,
    ...notification,
    ...trackingSession,
    ...timestamps,
  },
  job_applications: {
    job_title: requiredText,
    first_name: requiredText,
    last_name: requiredText,
    email: requiredEmail,
    phone: requiredText,
    address: text,
    city: text,
    state: text,
    zip_code: text,
    experience_years: number,
    cdl_license: bool,
    availability_date: date,
    cover_letter: text,
    resume: { type: 'file', required: true },
    /** The name the resume had on the applicant's computer (PocketBase renames uploads). */
    resume_name: text,
    cdl_document: { type: 'file' },
    cdl_document_name: text,
    other_documents: { type: 'file', multiple: true },
    /** The original names of `other_documents`, in the same order (PocketBase renames uploads). */
    other_document_names: stringList,
    status: { type: 'select', values: APPLICATION_STATUSES },
    user: owner,
    ...notification,
    ...trackingSession,
    ...timestamps,
  },
  contact_messages: {
    name: requiredText,
    email: requiredEmail,
    phone: text,
    subject: requiredText,
    message: requiredText,
    status: { type: 'select', values: CONTACT_MESSAGE_STATUSES },
    user: owner,
    ...notification,
    ...trackingSession,
    ...timestamps,
  },
  fleet: {
    name: requiredText,
    description: text,
    axle_count: { type: 'number', required: true },
    max_weight_capacity: number,
    length: number,
    width: number,
    height: number,
    status: { type: 'select', values: FLEET_STATUSES, required: true },
    year_manufactured: number,
    image: { type: 'file' },
    ...timestamps,
  },
  /** Plate and VIN of a vehicle, admins only; read with `expand: 'fleet_private_via_fleet'`. */
  fleet_private: {
    fleet: { type: 'relation', collection: 'fleet', required: true },
    license_plate: text,
    vin: text,
    ...timestamps,
  },
  gallery_images: {
    title: requiredText,
    description: text,
    alt_text: text,
    category: { type: 'select', values: GALLERY_CATEGORIES },
    display_order: number,
    is_load_of_the_month: bool,
    image: { type: 'file', required: true },
    ...timestamps,
  },
  services: {
    name: requiredText,
    category: { type: 'select', values: SERVICE_CATEGORIES, required: true },
    short_description: text,
    price: text,
    active: bool,
    sort_order: number,
    /** Its detailed section on /services (`/services#permits`); '' for none. */
    anchor: text,
    ...timestamps,
  },
  site_settings: {
    maintenance_enabled: bool,
    maintenance_title: text,
    maintenance_message: text,
    maintenance_eta: text,
    contact_email: text,
    contact_phone: text,
    allowed_paths: json,
    bypass_roles: json,
    ...timestamps,
  },
  ...trackingCollections,
  ...loadCollections,
} as const satisfies Record<string, Record<string, FieldSpec>>

export type CollectionName = keyof typeof collections

