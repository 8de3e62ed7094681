import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicPageOrMaintenance } from './-components/public-page-or-maintenance'

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})

function PublicLayout() {
  return (
    <PublicPageOrMaintenance>
      <Outlet />
    </PublicPageOrMaintenance>
  )
}
