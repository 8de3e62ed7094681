import { Button, Text, Title } from '@mantine/core'
import { IconLayoutGrid } from '@tabler/icons-react'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CtaBanner } from '../../../components/cta-banner'
import { PageHero } from '../../../components/page-hero'
import { RouteErrorNotice } from '../../../components/route-error'
import { Section } from '../../../components/section'
import { FeaturedPoster } from '../../../features/gallery/featured-poster'
import { FeaturedEquipment } from '../../../features/gallery/featured-equipment'
import { PICTURES_ON_RECONNECT } from '../../../features/gallery/gallery-empty'
import { loadGalleryShowcase } from '../../../features/gallery/load-gallery-showcase'
import { LoadOfTheMonthCard } from '../../../features/gallery/load-of-the-month-card'
import { pageHead } from '../../../lib/head'
import { withPocketBase } from '../../../lib/pocketbase'
import { isReloadedOnEnterOnly, usePictureDialog, validatePictureSearch } from './-picture-dialog'

export const Route = createFileRoute('/_public/gallery/')({
  validateSearch: validatePictureSearch,
  beforeLoad: withPocketBase,
  head: () =>
    pageHead(
      'Fleet Gallery',
      'Photos of our trucks, trailers and loads on the road.',
    ),
  shouldReload: isReloadedOnEnterOnly,
  loader: ({ context }) => loadGalleryShowcase(context.pb),
  pendingComponent: () => (
    <GalleryLayout>
      <FeaturedPoster />
    </GalleryLayout>
  ),
  errorComponent: ({ error }) => (
    <GalleryLayout>
      <RouteErrorNotice error={error} subject="the gallery" offlineMessage={PICTURES_ON_RECONNECT} />
    </GalleryLayout>
  ),
  component: GalleryPage,
})

function GalleryPage() {
  const { featured, loadOfTheMonth } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const dialog = usePictureDialog(Route.useSearch().picture, (search, how) => void navigate({ search, ...how }))
  return (
    <GalleryLayout>
      <FeaturedEquipment images={featured} {...dialog} />
      {loadOfTheMonth && (
        <>
          <Title order={3} mt={64} mb="md">
            Load Of The Month
          </Title>
          <LoadOfTheMonthCard image={loadOfTheMonth} />
        </>
      )}
    </GalleryLayout>
  )
}

function GalleryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="Our Fleet Gallery"
        subtitle="Our equipment and the loads it has carried, from wind blades to 250-ton transformers."
      />
      <Section aria-labelledby="equipment-showcase-heading">
        <Title order={2} id="equipment-showcase-heading" ta="center">
          Equipment Showcase
        </Title>
        <Text size="lg" c="gray.7" ta="center" mt="xs" maw={680} mx="auto">
          A look at the trucks, trailers and escort vehicles behind every move, and some of the loads they have
          delivered.
        </Text>
        <Button
          component={Link}
          to="/gallery/grid"
          size="md"
          mt="lg"
          mx="auto"
          display="flex"
          w="fit-content"
          leftSection={<IconLayoutGrid size={18} aria-hidden="true" />}
        >
          View All Pictures in Grid
        </Button>
        <Title order={3} mt={48} mb="md" ta="center">
          Featured Equipment
        </Title>
        {children}
      </Section>
      <CtaBanner />
    </>
  )
}
