import type { EscortAssignmentRecord, LoadRecord, LoadStopRecord, TypedPocketBase, UserRecord } from '../../../lib/record-types'

/** A load as dispatch's list reads it: with its driver, stops and escort offers. */
export type DispatchLoad = LoadRecord & {
  expand?: {
    driver?: UserRecord
    load_stops_via_load?: LoadStopRecord[]
    escort_assignments_via_load?: (EscortAssignmentRecord & {
      expand?: { pilot?: UserRecord }
    })[]
  }
}

export const DISPATCH_EXPAND = 'driver,load_stops_via_load,escort_assignments_via_load.pilot'

export function personName(user: Pick<UserRecord, 'first_name' | 'last_name' | 'email'> | undefined): string {
  if (!user) return ''
  return `${user.first_name} ${user.last_name}`.trim() || user.email
}

/** Users holding `role`, by name, for the driver and pilot pickers. */
export function listUsersWithRole(pb: TypedPocketBase, role: 'driver' | 'pilot_car'): Promise<UserRecord[]> {
  return pb.collection('users').getFullList({
    filter: pb.filter('roles ~ {:role}', { role }),
    sort: 'first_name,last_name',
    requestKey: null,
  })
}

export function assignDriver(pb: TypedPocketBase, load: LoadRecord, driver: string) {
  return pb.collection('loads').update(load.id, { driver })
}

export function moveLoad(pb: TypedPocketBase, load: LoadRecord, status: LoadRecord['status']) {
  return pb.collection('loads').update(load.id, { status })
}

export function offerToPilot(pb: TypedPocketBase, load: LoadRecord, pilot: string) {
  return pb.collection('escort_assignments').create({ load: load.id, pilot, status: 'offered' })
}
