import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicChrome } from './-components/public-chrome'

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})

function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  )
}
