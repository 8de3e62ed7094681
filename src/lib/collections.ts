/**
 * The data model as the app sees it: one entry per PocketBase collection, one per field.
 * Record types are derived from it, and an integration test compares it with the
 * collections the migrations create, so the two cannot drift apart.
 */

import {
  ROLES,
  QUOTE_STATUSES,
  APPLICATION_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  FLEET_STATUSES,
  GALLERY_CATEGORIES,
  SERVICE_CATEGORIES,
  LOAD_CLASSES,
  NOTIFY_STATUSES,
  SESSION_EVENT_TYPES,
  CONSENT_DECISIONS,
  LOAD_STATUSES,
  DRIVER_RESPONSES,
  STOP_KINDS,
  LOAD_DOCUMENT_KINDS,
  ROAD_UPDATE_KINDS,
  ESCORT_STATUSES,
  US_STATES,
} from './field-values'

export * from './field-values'

type FieldSpec =
  | { type: 'text' | 'email' | 'url' | 'editor'; required?: boolean }
  | { type: 'number'; required?: boolean }
  | { type: 'bool' }
  | { type: 'date'; required?: boolean }
  | { type: 'autodate' }
  | { type: 'json'; required?: boolean; holds?: 'strings' }
  | { type: 'select'; values: readonly string[]; multiple?: boolean; required?: boolean }
  | { type: 'file'; multiple?: boolean; required?: boolean }
  | { type: 'relation'; collection: string; multiple?: boolean; required?: boolean }

const text = { type: 'text' } as const
const requiredText = { type: 'text', required: true } as const
const requiredEmail = { type: 'email', required: true } as const
const number = { type: 'number' } as const
const bool = { type: 'bool' } as const
const date = { type: 'date' } as const
const json = { type: 'json' } as const
/** A JSON field the server always fills with an array of strings. */
const stringList = { type: 'json', holds: 'strings' } as const
const autodate = { type: 'autodate' } as const
const owner = { type: 'relation', collection: 'users' } as const
const timestamps = { created: autodate, updated: autodate } as const

/** Browser, system and device type, read from the user agent by the tracking ingest (spec §9 labels). */
const deviceFields = { browser: text, os: text, device_type: text } as const


/** Mail delivery bookkeeping written by the notification cron, never by clients. */
const notification = {
  notify_status: { type: 'select', values: NOTIFY_STATUSES },
  notify_attempts: number,
  notify_error: text,
  notified_at: date,
} as const

/** The tracker's session id the submission was sent in (after Accept only), read by admins alone: it links the session replay. */
const trackingSession = { tracking_session: text } as const

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
  consent_records: {
    consent_id: requiredText,
    decision: { type: 'select', values: CONSENT_DECISIONS, required: true },
    page_url: text,
    user_agent: text,
    ip_address: text,
    ...timestamps,
  },
  unique_visitors: {
    visitor_number: number,
    consent_id: requiredText,
    ip_address: text,
    geo_country: text,
    geo_city: text,
    total_visits: number,
    first_seen_at: date,
    last_seen_at: date,
    ...timestamps,
  },
  analytics_events: {
    consent_id: text,
    visitor_id: text,
    session_id: text,
    site_id: text,
    event_name: requiredText,
    properties: json,
    page_url: text,
    user_agent: text,
    ip_address: text,
    timestamp: date,
    client_event_id: text,
    ...deviceFields,
    ...timestamps,
  },
  session_recordings: {
    session_id: requiredText,
    consent_id: text,
    site_id: text,
    device_info: json,
    browser_info: json,
    browser_fingerprint: json,
    viewport_size: text,
    visitor_number: number,
    started_at: date,
    ended_at: date,
    duration_ms: number,
    page_count: number,
    click_count: number,
    scroll_count: number,
    rage_click_count: number,
    dead_click_count: number,
    entry_page: text,
    visited_pages: text,
    device_type: text,
    browser: text,
    ...timestamps,
  },
  session_events: {
    session_id: requiredText,
    consent_id: text,
    event_type: { type: 'select', values: SESSION_EVENT_TYPES, required: true },
    timestamp_ms: number,
    page_url: text,
    page_title: text,
    element_selector: text,
    element_text: text,
    coordinates: json,
    viewport_data: json,
    scroll_data: json,
    form_data: json,
    additional_data: json,
    client_event_id: text,
    sequence: number,
    ...timestamps,
  },
  session_dom_chunks: {
    session_id: requiredText,
    consent_id: text,
    sequence: number,
    first_ms: number,
    last_ms: number,
    event_count: number,
    byte_size: number,
    data: { type: 'text', required: true },
    ...timestamps,
  },
  heatmap_data: {
    page_url: requiredText,
    page_path: text,
    viewport_size: text,
    site_id: text,
    date_collected: { type: 'text', required: true },
    element_selector: text,
    element_type: text,
    coordinates: json,
    click_count: number,
    hover_count: number,
    scroll_depth: number,
    ...timestamps,
  },
  presence: {
    consent_id: requiredText,
    session_id: text,
    page_url: text,
    page_title: text,
    user_agent: text,
    site_id: text,
    last_seen_at: date,
    ...deviceFields,
    ...timestamps,
  },
  loads: {
    quote: { type: 'relation', collection: 'quotes' },
    customer: owner,
    customer_name: requiredText,
    customer_phone: text,
    customer_email: { type: 'email' },
    equipment: requiredText,
    length: number,
    width: number,
    height: number,
    weight_lb: number,
    load_class: { type: 'select', values: LOAD_CLASSES },
    route_states: { type: 'select', values: US_STATES, multiple: true },
    pickup_date: date,
    notes: text,
    special_instructions: text,
    driver: owner,
    driver_response: { type: 'select', values: DRIVER_RESPONSES },
    driver_decline_reason: text,
    status: { type: 'select', values: LOAD_STATUSES, required: true },
    last_update_at: date,
    ...timestamps,
  },
  load_stops: {
    load: { type: 'relation', collection: 'loads', required: true },
    position: number,
    kind: { type: 'select', values: STOP_KINDS, required: true },
    place: requiredText,
    window_start: date,
    window_end: date,
    contact_name: text,
    contact_phone: text,
    contact_email: { type: 'email' },
    notes: text,
    arrived_at: date,
    departed_at: date,
    ...timestamps,
  },
  load_documents: {
    load: { type: 'relation', collection: 'loads', required: true },
    stop: { type: 'relation', collection: 'load_stops' },
    kind: { type: 'select', values: LOAD_DOCUMENT_KINDS, required: true },
    title: text,
    file: { type: 'file', required: true },
    signature: { type: 'file' },
    author: owner,
    ...timestamps,
  },
  load_updates: {
    load: { type: 'relation', collection: 'loads', required: true },
    stop: { type: 'relation', collection: 'load_stops' },
    author: owner,
    kind: { type: 'select', values: ROAD_UPDATE_KINDS, required: true },
    note: text,
    happened_at: { type: 'date', required: true },
    photo: { type: 'file' },
    latitude: number,
    longitude: number,
    ...timestamps,
  },
  escort_assignments: {
    load: { type: 'relation', collection: 'loads', required: true },
    pilot: { type: 'relation', collection: 'users', required: true },
    status: { type: 'select', values: ESCORT_STATUSES, required: true },
    decline_reason: text,
    responded_at: date,
    ...timestamps,
  },
  pilot_availability: {
    pilot: { type: 'relation', collection: 'users', required: true },
    starts_on: { type: 'date', required: true },
    ends_on: { type: 'date', required: true },
    home_base: requiredText,
    ...timestamps,
  },
  escort_certifications: {
    pilot: { type: 'relation', collection: 'users', required: true },
    state: { type: 'select', values: US_STATES, required: true },
    expires_on: { type: 'date', required: true },
    certificate_number: text,
    ...timestamps,
  },
  shipments: {
    load: { type: 'relation', collection: 'loads', required: true },
    quote: { type: 'relation', collection: 'quotes', required: true },
    customer: owner,
    status: { type: 'select', values: LOAD_STATUSES, required: true },
    stops: json,
    last_update_at: date,
    ...timestamps,
  },
} as const satisfies Record<string, Record<string, FieldSpec>>

export type CollectionName = keyof typeof collections
