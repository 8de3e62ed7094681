import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { AdminOnly } from '../../features/auth/admin-only'
import { requireAdmin } from '../../features/auth/guards'
import { useAuth } from '../../features/auth/use-auth'
import { AdminShell } from './-components/admin-shell'

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location, preload }) => requireAdmin(context.auth, location, preload),
  component: AdminLayout,
})

function AdminLayout() {
  const { signOut } = useAuth()
  const navigate = useNavigate()
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
