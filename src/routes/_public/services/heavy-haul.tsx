import { createFileRoute } from '@tanstack/react-router'
import { serviceSeo } from '../../../content/services/seo'
import { HeavyHaulPage } from '../../../features/marketing/services/heavy-haul-page'
import { servicePageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/heavy-haul')({
  head: () => servicePageHead(serviceSeo.heavyHaul),
  component: HeavyHaulPage,
})
