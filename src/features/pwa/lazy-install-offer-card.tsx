import { lazy, Suspense, type ComponentProps } from 'react'
import { useInstallOffer } from './install-offer'

const InstallOfferCard = lazy(() => import('./install-offer-card').then((module) => ({ default: module.InstallOfferCard })))

/**
 * The install offer card (install-offer-card.tsx), downloaded once the browser allows
 * installing: never before a form page's first paint, where it would only wait.
 */
export function LazyInstallOfferCard(props: ComponentProps<typeof InstallOfferCard>) {
  const offer = useInstallOffer()
  if (offer.kind === 'none') return null
  return (
    <Suspense fallback={null}>
      <InstallOfferCard {...props} />
    </Suspense>
  )
}
