import { createFileRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LeaveGuard } from '../../components/leave-guard'
import { AdminOnly } from '../../features/auth/admin-only'
import { requireAdmin } from '../../features/auth/guards'
import { useAuth } from '../../features/auth/use-auth'
import { withPocketBase } from '../../lib/pocketbase'
import { AdminShell } from './-components/admin-shell'

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location, preload }) => {
    requireAdmin(context.auth, location, preload)
    return withPocketBase()
  },
  component: AdminLayout,
})

function AdminLayout() {
  const { pb } = Route.useRouteContext()
  const { signOut, isLoading, isAdmin } = useAuth()
  const navigate = useNavigate()
  const router = useRouter()
  const isConfirmed = !isLoading && isAdmin
  const isRefused = !isLoading && !isAdmin

  // The guard lets a restored session in while it is being confirmed; confirmed without the
  // admin role, the guard must run again to send the visitor away.
  useEffect(() => {
    if (isRefused) void router.invalidate()
  }, [isRefused, router])

  const signOutAndLeave = () => {
    void signOut().then(() => navigate({ to: '/' }))
  }
  return (
    <AdminShell pb={isConfirmed ? pb : null} onSignOut={signOutAndLeave}>
      <AdminOnly>
        <Outlet />
        <LeaveGuard isSignedIn={() => pb.authStore.isValid} />
      </AdminOnly>
    </AdminShell>
  )
}
