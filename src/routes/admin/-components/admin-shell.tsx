import { Button, Stack } from '@mantine/core'
import { IconExternalLink, IconLogout } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { TypedPocketBase } from '../../../lib/record-types'
import { AdminNavList, AdminNavSkeleton } from './admin-nav-list'
import { AdminShellFrame } from './admin-shell-frame'
import { useNewRecordCounts } from './use-new-record-counts'

interface AdminShellProps {
  /** The client once the session is confirmed to be an admin's; until then, skeletons. */
  pb: TypedPocketBase | null
  onSignOut: () => void
  children: ReactNode
}

/** Back-office frame: the sidebar with live counts of new records, beside the admin page. */
export function AdminShell({ pb, onSignOut, children }: AdminShellProps) {
  if (!pb) return <AdminShellFrame nav={() => <AdminNavSkeleton />}>{children}</AdminShellFrame>
  return (
    <CountingAdminShell pb={pb} onSignOut={onSignOut}>
      {children}
    </CountingAdminShell>
  )
}

function CountingAdminShell({ pb, onSignOut, children }: AdminShellProps & { pb: TypedPocketBase }) {
  const counts = useNewRecordCounts(pb)
  const waiting = Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0)
  return (
    <AdminShellFrame
      nav={(pathname) => <AdminNavList pathname={pathname} counts={counts} />}
      footer={<AdminShellFooter onSignOut={onSignOut} />}
      waitingCount={waiting}
    >
      {children}
    </AdminShellFrame>
  )
}

function AdminShellFooter({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Stack gap="xs" pt="sm">
      <Button
        component="a"
        href="/"
        target="_blank"
        rel="noopener"
        variant="default"
        mih={44}
        leftSection={<IconExternalLink size={18} aria-hidden="true" />}
      >
        Back to Site
      </Button>
      <Button variant="subtle" color="red" c="red.9" mih={44} leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onSignOut}>
        Sign Out
      </Button>
    </Stack>
  )
}
