import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { PrivacyPolicyPage } from '../-components/privacy-policy-page'

export const Route = createFileRoute('/_public/privacy')({
  head: () => pageHead('Privacy Policy', 'How Ironbridge Heavy Haul collects and uses information on this website.'),
  component: PrivacyPolicyPage,
})
