import { createFileRoute } from '@tanstack/react-router'
import { serviceSeo } from '../../../content/services/seo'
import { SpecializedTransportPage } from '../../../features/marketing/services/specialized-transport-page'
import { servicePageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/specialized-transport')({
  head: () => servicePageHead(serviceSeo.specializedTransport),
  component: SpecializedTransportPage,
})
