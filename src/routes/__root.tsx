import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { NotFound } from '../components/not-found'
import type { AuthState } from '../features/auth/auth-state'
import type { TypedPocketBase } from '../lib/record-types'
import { PublicChrome } from './-components/public-chrome'

export interface RouterContext {
  pb: TypedPocketBase
  auth: AuthState
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RootNotFound,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  )
}

function RootNotFound() {
  return (
    <PublicChrome>
      <NotFound />
    </PublicChrome>
  )
}
