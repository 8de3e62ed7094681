import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/gallery/')({
  head: () =>
    pageHead(
      'Fleet Gallery',
      'Photos of our trucks, trailers and loads on the road.',
    ),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <PageHero
      eyebrow="Gallery"
      title="Our Fleet Gallery"
      subtitle="Our equipment and the loads it has carried, from wind blades to 250-ton transformers."
    />
  )
}
