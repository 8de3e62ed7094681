import { Box } from '@mantine/core'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthPanel, type AuthTab } from '../../../features/auth/auth-panel'
import { safeRedirectPath } from '../../../features/auth/safe-redirect'
import { pageHead } from '../../../lib/head'
import { optionalString } from '../../../lib/search-params'

interface AuthSearch {
  /** Where to return after signing in (set by route guards); the dashboard otherwise. */
  redirect?: string
  /** Register when the visitor had chosen it: Back from another page returns to it. */
  tab?: 'register'
}

export const Route = createFileRoute('/_public/auth/')({
  validateSearch: (search): AuthSearch => ({
    redirect: optionalString(search.redirect),
    tab: search.tab === 'register' ? 'register' : undefined,
  }),
  // Also what moves the user on right after signing in here: the new session re-runs it.
  beforeLoad: ({ context, search }) => {
    if (context.auth.isSignedIn) {
      throw redirect({ href: safeRedirectPath(search.redirect) ?? '/dashboard', replace: true })
    }
  },
  head: () => pageHead('Sign In', 'Sign in or create an account to request quotes and track shipments.'),
  component: AuthPage,
})

function AuthPage() {
  const { tab = 'login' } = Route.useSearch()
  const navigate = Route.useNavigate()
  const showTab = (next: AuthTab) =>
    void navigate({ search: (search) => ({ ...search, tab: next === 'register' ? 'register' : undefined }), replace: true })
  return (
    <Box bg="gray.0" py={{ base: 'xl', sm: 64 }} px="md">
      <AuthPanel tab={tab} onTabChange={showTab} />
    </Box>
  )
}
