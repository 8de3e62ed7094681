import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/gallery/grid')({
  head: () =>
    pageHead(
      'Gallery Grid',
      'Every photo in our fleet gallery.',
    ),
  component: GalleryGridPage,
})

function GalleryGridPage() {
  return (
    <PageHero
      eyebrow="Gallery"
      title="All Gallery Pictures"
      subtitle="Every truck, trailer and load in one place."
    />
  )
}
