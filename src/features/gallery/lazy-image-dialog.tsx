import { lazy, Suspense, useEffect, useState } from 'react'
import type { GalleryImage } from './gallery-image'

// Mantine's modal with its focus trap and scroll lock is a good part of the gallery's code;
// most visits open no picture, so it is downloaded when the first one is opened.
const ImageDialog = lazy(() => import('./image-dialog').then((module) => ({ default: module.ImageDialog })))

/**
 * Which picture a page shows full size, kept by the page (in its address, so that Back closes
 * the dialog): `onOpen` shows the one with that id, `onClose` none.
 */
export interface PictureDialogProps {
  openedId: string | undefined
  onOpen: (id: string) => void
  onClose: () => void
}

interface LazyImageDialogProps {
  image: GalleryImage | null
  onClose: () => void
}

/** The full-size picture dialog, loaded on first use and then kept (it fades out on close). */
export function LazyImageDialog({ image, onClose }: LazyImageDialogProps) {
  const [isNeeded, setIsNeeded] = useState(image !== null)
  if (image !== null && !isNeeded) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <OpenedAfterMount image={image} onClose={onClose} />
    </Suspense>
  )
}

/**
 * Mounts the dialog closed, then opens it: Mantine's modal notes the element to give focus
 * back to when it opens, which it does not when it is mounted already open.
 */
function OpenedAfterMount({ image, onClose }: LazyImageDialogProps) {
  const [isMounted, setIsMounted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsMounted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return <ImageDialog image={isMounted ? image : null} onClose={onClose} />
}
