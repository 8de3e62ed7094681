import { privacyPolicy } from '../../content/legal/privacy'
import { LegalDocumentPage } from '../../features/marketing/legal/legal-document-page'

/** Reached as /privacy (footer) and /privacy-policy (consent banner). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />
}
