import type { FleetPrivateRecord, FleetRecord, GalleryImageRecord, UserRecord } from '../../src/lib/record-types'

/** Writable fields of a record; `image` names a file under scripts/demo-assets. */
type Seed<R, Required extends keyof R> = Partial<Omit<R, 'id' | 'collectionId' | 'collectionName' | 'created' | 'updated'>> &
  Pick<R, Required>

export declare const DEMO_ADMIN_PROFILE: Pick<UserRecord, 'first_name' | 'last_name'>
/** A vehicle with its plate and VIN, which the server saves to fleet_private. */
export declare const DEMO_FLEET: readonly (Seed<FleetRecord, 'name' | 'axle_count' | 'status' | 'max_weight_capacity' | 'image'> &
  Partial<Pick<FleetPrivateRecord, 'license_plate' | 'vin'>>)[]
export declare const DEMO_GALLERY: readonly Seed<GalleryImageRecord, 'title' | 'category' | 'display_order' | 'is_load_of_the_month' | 'image'>[]
