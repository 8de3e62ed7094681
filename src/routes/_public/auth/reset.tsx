import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

/** Landing page of the password reset link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/reset')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  head: () => pageHead('Reset Your Password'),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return <PageHero eyebrow="Account" title="Reset Your Password" />
}
