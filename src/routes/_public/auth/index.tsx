import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHero } from '../../../components/page-hero'
import { company } from '../../../content/company'
import { safeRedirectPath } from '../../../features/auth/safe-redirect'
import { pageHead } from '../../../lib/head'

const authSearchSchema = v.object({
  /** Where to return after signing in (set by route guards). */
  redirect: v.optional(v.string()),
})

export const Route = createFileRoute('/_public/auth/')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isSignedIn) {
      throw redirect({ href: safeRedirectPath(search.redirect) ?? '/', replace: true })
    }
  },
  head: () => pageHead('Sign In', 'Sign in or create an account to request quotes and track shipments.'),
  component: AuthPage,
})

function AuthPage() {
  return <PageHero eyebrow="Sign In or Register" title={company.name} subtitle="Register to request quotes and track shipments." />
}
