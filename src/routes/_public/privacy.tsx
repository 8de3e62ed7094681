import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../lib/head'
import { PrivacyPolicyPage } from '../-components/privacy-policy-page'

export const Route = createFileRoute('/_public/privacy')({
  head: () =>
    pageHead(
      'Privacy Policy',
      'What the Ironbridge Heavy Haul website collects, what it records about your visit only after you consent, and how to refuse or change your choice.',
    ),
  component: PrivacyPolicyPage,
})
