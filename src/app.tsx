import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { NotificationsHost } from './components/notifications-host'
import { AuthProvider } from './features/auth/auth-provider'
import { useAuth } from './features/auth/use-auth'
import { pb } from './lib/pocketbase'
import { router } from './router'
import { cssVariablesResolver, theme } from './styles/theme'

function RoutedApp() {
  const auth = useAuth()
  const lastAuth = useRef(auth)

  // Guards (beforeLoad) read `auth` from the router context: re-run them when it changes.
  useEffect(() => {
    if (lastAuth.current === auth) return
    lastAuth.current = auth
    void router.invalidate()
  }, [auth])

  return <RouterProvider router={router} context={{ auth }} />
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <AuthProvider pb={pb}>
        <RoutedApp />
      </AuthProvider>
    </MantineProvider>
  )
}
