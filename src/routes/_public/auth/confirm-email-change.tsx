import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

/** Landing page of the e-mail change confirmation link (PocketBase mails `?token=`). */
export const Route = createFileRoute('/_public/auth/confirm-email-change')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  head: () => pageHead('Confirm Your New Email'),
  component: ConfirmEmailChangePage,
})

function ConfirmEmailChangePage() {
  return <PageHero eyebrow="Account" title="Confirm Your New Email" />
}
