import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
import { LeaveGuard } from '../../components/leave-guard'
import { SignedInOnly } from '../../features/auth/signed-in-only'
import { withPocketBase } from '../../lib/pocketbase'

/** The signed-in pages of the public site (dashboard, profile, quotes): no path of its own. */
export const Route = createFileRoute('/_public/_account')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(context.auth, location)
    return withPocketBase()
  },
  component: SignedInLayout,
})

function SignedInLayout() {
  const { pb } = Route.useRouteContext()
  return (
    <SignedInOnly>
      <Outlet />
      <LeaveGuard isSignedIn={() => pb.authStore.isValid} />
    </SignedInOnly>
  )
}
