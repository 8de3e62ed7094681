import { createRouter } from '@tanstack/react-router'
import { NotFound } from './components/not-found'
import { RouteError } from './components/route-error'
import { RoutePending } from './components/route-pending'
import { signedOut } from './features/auth/auth-state'
import { pb } from './lib/pocketbase'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  // `auth` is replaced by the live session in <RouterProvider context>.
  context: { pb, auth: signedOut },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Unknown paths render the root's not-found page (with the public chrome), even under /admin.
  notFoundMode: 'root',
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
