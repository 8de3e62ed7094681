import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { useCallback } from 'react'
import { NotificationsHost } from './components/notifications-host'
import { AuthProvider } from './features/auth/auth-provider'
import { useAuth } from './features/auth/use-auth'
import { useSessionChange } from './features/auth/use-session-change'
import { usePrerenderedStylesheets } from './lib/use-prerendered-stylesheets'
import type { AppRouter } from './router'
import { cssVariablesResolver, theme } from './styles/theme'

function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuth()
  // Guards (beforeLoad) read `auth` from the router context and loaders may read as the user:
  // run them again for another user, not for a restored or renewed session of the same one.
  const reloadRoutes = useCallback(() => void router.invalidate(), [router])
  useSessionChange(auth, reloadRoutes)
  return <RouterProvider router={router} context={{ auth }} />
}

export function App({ router }: { router: AppRouter }) {
  usePrerenderedStylesheets()
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <AuthProvider>
        <RoutedApp router={router} />
      </AuthProvider>
    </MantineProvider>
  )
}
