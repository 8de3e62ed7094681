import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/guards'
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
  return (
    <SignedInOnly>
      <Outlet />
    </SignedInOnly>
  )
}
