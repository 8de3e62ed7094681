import type { FleetPrivateRecord, FleetRecord } from '../../../lib/record-types'

/** How admins read plate and VIN: the one fleet_private record of each vehicle. */
export const FLEET_PRIVATE_EXPAND = 'fleet_private_via_fleet'

/** A vehicle as an admin reads it, with its plate and VIN when it has them. */
export type FleetVehicle = FleetRecord & {
  expand?: { fleet_private_via_fleet?: Pick<FleetPrivateRecord, 'license_plate' | 'vin'> }
}

export const plateOf = (vehicle: FleetVehicle) => vehicle.expand?.fleet_private_via_fleet?.license_plate ?? ''
export const vinOf = (vehicle: FleetVehicle) => vehicle.expand?.fleet_private_via_fleet?.vin ?? ''
