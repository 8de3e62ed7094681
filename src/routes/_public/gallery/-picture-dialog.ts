import { type DialogNavigation, useRecordDialog } from '../../../lib/dialog-history'
import { optionalRecordId } from '../../../lib/search-params'

interface PictureSearch {
  /** The picture shown full size, e.g. `/gallery/grid?picture=<id>`: Back closes it, as on a phone one expects. */
  picture?: string
}

export const validatePictureSearch = (search: Record<string, unknown>): PictureSearch => ({ picture: optionalRecordId(search.picture) })

/** Opening or closing a picture stays on the page, which does not read its pictures again for it. */
export const isReloadedOnEnterOnly = ({ cause }: { cause: 'preload' | 'enter' | 'stay' }) => cause !== 'stay'

/** The props of a page's picture dialog, from its address (see PictureDialogProps). */
export function usePictureDialog(picture: string | undefined, go: (search: PictureSearch, how: DialogNavigation) => void) {
  const dialog = useRecordDialog(picture, (id, how) => go({ picture: id }, how))
  return { openedId: picture, onOpen: dialog.open, onClose: dialog.close }
}
