import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { NotificationsHost } from './components/notifications-host'
import { AuthProvider } from './features/auth/auth-provider'
import { useAuth } from './features/auth/use-auth'
import { useSessionChange } from './features/auth/use-session-change'
import { usePrerenderedStylesheets } from './lib/use-prerendered-stylesheets'
import { router } from './router'
import { cssVariablesResolver, theme } from './styles/theme'

// Guards (beforeLoad) read `auth` from the router context and loaders may read as the user:
// run them again for another user, not for a restored or renewed session of the same one.
const reloadRoutes = () => void router.invalidate()

function RoutedApp() {
  const auth = useAuth()
  useSessionChange(auth, reloadRoutes)
  return <RouterProvider router={router} context={{ auth }} />
}

export function App() {
  usePrerenderedStylesheets()
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <AuthProvider>
        <RoutedApp />
      </AuthProvider>
    </MantineProvider>
  )
}
