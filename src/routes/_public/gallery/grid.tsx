import { Anchor } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHero } from '../../../components/page-hero'
import { RouteErrorNotice } from '../../../components/route-error'
import { RoutePending } from '../../../components/route-pending'
import { Section } from '../../../components/section'
import { PICTURES_ON_RECONNECT } from '../../../features/gallery/gallery-empty'
import { GalleryGrid } from '../../../features/gallery/gallery-grid'
import { listGalleryImages } from '../../../features/gallery/list-gallery-images'
import { pageHead } from '../../../lib/head'
import { withPocketBase } from '../../../lib/pocketbase'
import { isReloadedOnEnterOnly, usePictureDialog, validatePictureSearch } from './-picture-dialog'

export const Route = createFileRoute('/_public/gallery/grid')({
  validateSearch: validatePictureSearch,
  beforeLoad: withPocketBase,
  head: () =>
    pageHead(
      'Gallery Grid',
      'Every photo in our fleet gallery.',
    ),
  shouldReload: isReloadedOnEnterOnly,
  loader: ({ context }) => listGalleryImages(context.pb),
  pendingComponent: () => (
    <GridLayout>
      <RoutePending label="Loading gallery..." />
    </GridLayout>
  ),
  errorComponent: ({ error }) => (
    <GridLayout>
      <RouteErrorNotice error={error} subject="the gallery" offlineMessage={PICTURES_ON_RECONNECT} />
    </GridLayout>
  ),
  component: GalleryGridPage,
})

function GalleryGridPage() {
  const images = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const dialog = usePictureDialog(Route.useSearch().picture, (search, how) => void navigate({ search, ...how }))
  return (
    <GridLayout>
      <GalleryGrid images={images} {...dialog} />
    </GridLayout>
  )
}

function GridLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="All Gallery Pictures"
        subtitle="Every truck, trailer and load in one place."
      />
      <Section>
        <Anchor component={Link} to="/gallery" fw={700} mb="xl" mih={44} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to Gallery
        </Anchor>
        {children}
      </Section>
    </>
  )
}
