import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFound } from '../components/not-found'
import { SiteHead } from '../components/site-head'
import type { AuthState } from '../features/auth/auth-state'
import { AppStatus } from '../features/pwa/app-status'
import { siteHead } from '../lib/head'
import { PublicPageOrMaintenance } from './-components/public-page-or-maintenance'
import { TrackedVisits } from './-components/tracked-visits'

/** Routes that read data add the PocketBase client to their context (`withPocketBase`). */
export interface RouterContext {
  auth: AuthState
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) =>
    siteHead({
      pathname: matches.at(-1)?.pathname ?? '/',
      origin: window.location.origin,
      isNotFound: matches.some((match) => match._notFound || match.status === 'notFound'),
    }),
  component: RootLayout,
  notFoundComponent: RootNotFound,
})

function RootLayout() {
  return (
    <>
      <SiteHead />
      <Outlet />
      <AppStatus />
      <TrackedVisits />
    </>
  )
}

/** An unknown address: the not-found page, or the maintenance page while the site is closed. */
function RootNotFound() {
  return (
    <PublicPageOrMaintenance>
      <NotFound />
    </PublicPageOrMaintenance>
  )
}
