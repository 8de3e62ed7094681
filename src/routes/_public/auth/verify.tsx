import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

/** Landing page of the e-mail verification link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/verify')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  head: () => pageHead('Verify Your Email'),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  return <PageHero eyebrow="Account" title="Verify Your Email" />
}
