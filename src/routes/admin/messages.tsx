import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ContactMessages } from '../../features/contact/admin/contact-messages'
import { useRecordDialog } from '../../lib/dialog-history'
import { pageHead } from '../../lib/head'
import { optionalString } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

interface AdminMessagesSearch {
  /** The message open in the drawer. */
  message?: string
}

export const Route = createFileRoute('/admin/messages')({
  validateSearch: (search): AdminMessagesSearch => ({ message: optionalString(search.message) }),
  head: () => pageHead('Contact Messages · Admin'),
  component: AdminMessagesPage,
})

function AdminMessagesPage() {
  const { pb } = Route.useRouteContext()
  const { message } = Route.useSearch()
  const navigate = Route.useNavigate()
  const drawer = useRecordDialog(message, (id, how) => void navigate({ search: { message: id }, ...how }))
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Contact Messages" description="Messages sent from the contact form." />
      <ContactMessages
        pb={pb}
        openId={message}
        onOpenChange={(id) => (id === undefined ? drawer.close() : drawer.open(id))}
      />
    </Stack>
  )
}
