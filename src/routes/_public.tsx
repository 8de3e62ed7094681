import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicPageOrMaintenance } from './-components/public-page-or-maintenance'

export const Route = createFileRoute('/_public')({
  // Never the router's bare spinner in place of the whole public site while the layout's code
  // is on its way: the page's own loading state shows, in the header and footer, once it is here.
  pendingMs: Infinity,
  component: PublicLayout,
})

function PublicLayout() {
  return (
    <PublicPageOrMaintenance>
      <Outlet />
    </PublicPageOrMaintenance>
  )
}
