import type { RecordService } from 'pocketbase'
import type PocketBase from 'pocketbase'
import type { CollectionName, collections } from './collections'

type Schema = typeof collections

type FieldValue<F> = F extends { type: 'select'; values: readonly (infer V)[]; multiple: true }
  ? V[]
  : F extends { type: 'select'; values: readonly (infer V)[] }
    ? V | ''
    : F extends { type: 'file'; multiple: true }
      ? string[]
      : F extends { type: 'relation'; multiple: true }
        ? string[]
        : F extends { type: 'number' }
          ? number
          : F extends { type: 'bool' }
            ? boolean
            : F extends { type: 'json'; holds: 'strings' }
              ? string[]
              : F extends { type: 'json' }
                ? unknown
                : string

interface BaseRecord {
  id: string
  collectionId: string
  collectionName: string
}

interface AuthFields {
  email: string
  emailVisibility: boolean
  verified: boolean
}

/** A record of `name` exactly as the API returns it. */
export type RecordOf<Name extends CollectionName> = BaseRecord & {
  [K in keyof Schema[Name]]: FieldValue<Schema[Name][K]>
} & (Name extends 'users' ? AuthFields : unknown)

export type UserRecord = RecordOf<'users'>
export type QuoteRecord = RecordOf<'quotes'>
export type JobApplicationRecord = RecordOf<'job_applications'>
export type ContactMessageRecord = RecordOf<'contact_messages'>
export type FleetRecord = RecordOf<'fleet'>
export type FleetPrivateRecord = RecordOf<'fleet_private'>
export type GalleryImageRecord = RecordOf<'gallery_images'>
export type ServiceRecord = RecordOf<'services'>
export type SiteSettingsRecord = RecordOf<'site_settings'>
export type LoadRecord = RecordOf<'loads'>
export type LoadStopRecord = RecordOf<'load_stops'>
export type LoadDocumentRecord = RecordOf<'load_documents'>
export type LoadUpdateRecord = RecordOf<'load_updates'>
export type EscortAssignmentRecord = RecordOf<'escort_assignments'>
export type PilotAvailabilityRecord = RecordOf<'pilot_availability'>
export type EscortCertificationRecord = RecordOf<'escort_certifications'>
export type ShipmentRecord = RecordOf<'shipments'>
export type Role = UserRecord['roles'][number]

/** The SDK client with `collection(name)` typed by the data contract. */
export type TypedPocketBase = Omit<PocketBase, 'collection'> & {
  collection<Name extends CollectionName>(name: Name): RecordService<RecordOf<Name>>
}
