import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { NotFound } from './components/not-found'
import { RoutePending } from './components/route-pending'
import { readAuthState } from './features/auth/auth-state'
import { readStoredSession } from './lib/stored-session'
import { routeTree } from './routeTree.gen'

/** The app's router, made when the app starts: main.tsx gives it a task of its own. */
export const createAppRouter = () =>
  createRouter({
    routeTree,
    // The session restored from storage; <RouterProvider context> follows the live one.
    context: { auth: readAuthState(readStoredSession()) },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Unknown paths render the root's not-found page (with the public chrome), even under /admin.
    notFoundMode: 'root',
    defaultPendingComponent: RoutePending,
    // Loaded when first needed: most visits never fail.
    defaultErrorComponent: lazyRouteComponent(() => import('./components/route-error'), 'RouteError'),
    defaultNotFoundComponent: NotFound,
  })

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
