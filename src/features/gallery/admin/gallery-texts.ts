import type { ToastText } from '../../../lib/notify'

/** The spec's gallery toasts (signed-in-and-back-office.md §8). */
export const galleryToasts = {
  deleted: { title: 'Image Deleted', message: 'Image has been removed from the gallery.' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete the image.' },
  updated: { title: 'Image Updated', message: 'Image details have been saved.' },
  updateFailed: { title: 'Update Failed', message: 'Failed to update the image.' },
  loadOfTheMonthSet: { title: 'Load of the Month Set', message: 'This image is now the Load of the Month.' },
  loadOfTheMonthFailed: { title: 'Update Failed', message: 'Failed to set Load of the Month.' },
} satisfies Record<string, ToastText>

export const DELETE_IMAGE_QUESTION = 'Are you sure you want to delete this image? It will be removed from the gallery.'

/** The toast after a batch: "Upload Complete: Successfully uploaded 2 image(s). 1 failed." or "Upload Failed: …". */
export function uploadSummary({ uploaded, failed }: { uploaded: number; failed: number }): ToastText & { isSuccess: boolean } {
  if (uploaded > 0) {
    const failures = failed > 0 ? ` ${failed} failed.` : ''
    return { isSuccess: true, title: 'Upload Complete', message: `Successfully uploaded ${uploaded} image(s).${failures}` }
  }
  return { isSuccess: false, title: 'Upload Failed', message: `Failed to upload ${failed} image(s). Please try again.` }
}
