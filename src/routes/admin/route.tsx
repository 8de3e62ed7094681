import { createFileRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AdminOnly } from '../../features/auth/admin-only'
import { requireAdmin } from '../../features/auth/guards'
import { useAuth } from '../../features/auth/use-auth'
import { AdminShell } from './-components/admin-shell'

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location, preload }) => requireAdmin(context.auth, location, preload),
  component: AdminLayout,
})

function AdminLayout() {
  const { signOut, isLoading, isAdmin } = useAuth()
  const navigate = useNavigate()
  const router = useRouter()
  const isRefused = !isLoading && !isAdmin

  // The guard lets a restored session in while it is being confirmed; confirmed without the
  // admin role, the guard must run again to send the visitor away.
  useEffect(() => {
    if (isRefused) void router.invalidate()
  }, [isRefused, router])

  const signOutAndLeave = () => {
    signOut()
    void navigate({ to: '/' })
  }
  return (
    <AdminOnly>
      <AdminShell onSignOut={signOutAndLeave}>
        <Outlet />
      </AdminShell>
    </AdminOnly>
  )
}
