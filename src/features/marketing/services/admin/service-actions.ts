import { errorMessage } from '../../../../lib/api-error'
import { notifyError, notifyOutcome, notifySuccess } from '../../../../lib/notify'
import type { ServiceRecord, TypedPocketBase } from '../../../../lib/record-types'

/** Lists a service on /services or takes it off, and toasts the outcome. */
export function setServiceActive(pb: TypedPocketBase, service: ServiceRecord, active: boolean): Promise<boolean> {
  return notifyOutcome(() => pb.collection('services').update(service.id, { active }, { requestKey: null }), {
    success: { title: 'Status Updated', message: 'Service status has been updated.' },
    failure: { title: 'Update Failed', message: 'Failed to update the service status.' },
  })
}

/** Deletes a service and toasts the outcome; a failure rethrows for the confirmation dialog to show. */
export async function deleteService(pb: TypedPocketBase, service: ServiceRecord): Promise<void> {
  try {
    await pb.collection('services').delete(service.id, { requestKey: null })
  } catch (error) {
    if (errorMessage(error, '') !== undefined) notifyError('Delete Failed', 'Failed to delete the service.')
    throw error
  }
  notifySuccess('Service Deleted', `${service.name} has been deleted.`)
}
