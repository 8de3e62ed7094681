/**
 * The values of every select field, kept apart from the collections so that code needing
 * only a value list (the roles, say) does not load the whole data contract.
 */
export { ROLES, SELF_SELECTABLE_ROLES } from './roles'
export const QUOTE_STATUSES = ['new', 'reviewed', 'archived'] as const
export const APPLICATION_STATUSES = ['new', 'reviewed', 'interview', 'hired', 'rejected'] as const
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'archived'] as const
export const FLEET_STATUSES = ['available', 'in_use', 'maintenance', 'retired'] as const
export const GALLERY_CATEGORIES = ['general', 'trucks', 'trailers', 'loads'] as const
export const SERVICE_CATEGORIES = [
  'Heavy Haul',
  'Oversized Transport',
  'Machinery Moving',
  'Construction Equipment',
  'Industrial Transport',
  'Special Projects',
] as const
export const LOAD_CLASSES = ['legal', 'oversize', 'heavy_haul', 'super_heavy', 'ultra_heavy', 'over_maximum'] as const
export const NOTIFY_STATUSES = ['pending', 'sent', 'failed'] as const
export const SESSION_EVENT_TYPES = [
  'pageview',
  'mousemove',
  'click',
  'scroll',
  'form_focus',
  'form_submit',
  'resize',
] as const
export const CONSENT_DECISIONS = ['accepted', 'declined'] as const
export const LOAD_STATUSES = ['scheduled', 'dispatched', 'in_transit', 'delivered', 'cancelled'] as const
export const DRIVER_RESPONSES = ['pending', 'accepted', 'declined'] as const
export const STOP_KINDS = ['pickup', 'stop', 'delivery'] as const
export const LOAD_DOCUMENT_KINDS = ['permit', 'bill_of_lading', 'proof_of_delivery', 'other'] as const
export const ROAD_UPDATE_KINDS = [
  'accepted',
  'declined',
  'arrived',
  'departed',
  'in_transit',
  'delivered',
  'note',
  'escort_accepted',
  'escort_declined',
] as const
export const ESCORT_STATUSES = ['offered', 'accepted', 'declined'] as const
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const
export type LoadStatus = (typeof LOAD_STATUSES)[number]
export type UsState = (typeof US_STATES)[number]
