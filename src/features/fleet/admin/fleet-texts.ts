import type { ToastText } from '../../../lib/notify'

/** The spec's fleet toasts (signed-in-and-back-office.md §8). */
export const fleetToasts = {
  fetchFailed: { title: 'Error', message: 'Failed to fetch fleet vehicles' },
  added: { title: 'Success', message: 'Vehicle added successfully' },
  updated: { title: 'Success', message: 'Vehicle updated successfully' },
  deleted: { title: 'Success', message: 'Vehicle deleted successfully' },
  deleteFailed: { title: 'Error', message: 'Failed to delete vehicle' },
  imageUploaded: { title: 'Success', message: 'Image uploaded successfully' },
  imageFailed: { title: 'Error', message: 'Failed to upload image' },
} satisfies Record<string, ToastText>

/** "Failed to add vehicle: {server message}" or "Failed to update vehicle: …". */
export const saveFailed = (isNew: boolean, reason: string): ToastText => ({
  title: 'Error',
  message: `Failed to ${isNew ? 'add' : 'update'} vehicle: ${reason}`,
})

export const DELETE_VEHICLE_QUESTION = 'Are you sure you want to delete this vehicle?'
