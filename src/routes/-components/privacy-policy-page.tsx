import { PageHero } from '../../components/page-hero'

/** Reached as /privacy (footer) and /privacy-policy (consent banner). */
export function PrivacyPolicyPage() {
  return (
    <PageHero
      eyebrow="Legal"
      title="Privacy Policy"
      subtitle="What we collect when you use this website, why, and the choices you have."
    />
  )
}
