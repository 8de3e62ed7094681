import { CONSENT_SETTINGS_SLOT, privacyPolicy } from '../../content/legal/privacy'
import { LegalDocumentPage } from '../../features/marketing/legal/legal-document-page'
import { ConsentSettings } from '../../features/tracking/consent-settings'

const slots = { [CONSENT_SETTINGS_SLOT]: <ConsentSettings /> }

/** Reached as /privacy (footer) and /privacy-policy (consent banner). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} slots={slots} />
}
