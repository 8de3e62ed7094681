import { createFileRoute, redirect } from '@tanstack/react-router'

/** /admin opens the dashboard: one page, one address for it. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true })
  },
})
