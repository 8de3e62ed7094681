import { createFileRoute } from '@tanstack/react-router'
import { termsOfService } from '../../content/legal/terms'
import { LegalDocumentPage } from '../../features/marketing/legal/legal-document-page'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/terms')({
  head: () =>
    pageHead(
      'Terms of Service',
      'The terms that apply when you use the Ironbridge Heavy Haul website, request quotes, apply for jobs or create an account.',
    ),
  component: TermsPage,
})

function TermsPage() {
  return <LegalDocumentPage document={termsOfService} />
}
