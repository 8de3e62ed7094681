import '@mantine/core/styles/Skeleton.layer.css'
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouteErrorNotice } from '../../components/route-error'
import { MaintenanceForm } from '../../features/site-settings/admin/maintenance-form'
import { loadSiteSettings } from '../../features/site-settings/admin/site-settings-calls'
import { pageHead } from '../../lib/head'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/settings')({
  head: () => pageHead('Settings · Admin'),
  loader: ({ context }) => loadSiteSettings(context.pb),
  pendingComponent: () => (
    <SettingsLayout>
      <Stack gap="md" maw={820} role="status">
        <VisuallyHidden>Loading...</VisuallyHidden>
        <Skeleton height={56} aria-hidden="true" />
        <Skeleton height={320} aria-hidden="true" />
      </Stack>
    </SettingsLayout>
  ),
  errorComponent: ({ error }) => (
    <SettingsLayout>
      <RouteErrorNotice error={error} subject="the settings" />
    </SettingsLayout>
  ),
  component: AdminSettingsPage,
})

function AdminSettingsPage() {
  const { pb } = Route.useRouteContext()
  const record = Route.useLoaderData()
  return (
    <SettingsLayout>
      <MaintenanceForm pb={pb} record={record} />
    </SettingsLayout>
  )
}

function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <AdminPageHeader title="Settings" description="Maintenance mode and what visitors see meanwhile." />
      {children}
    </Stack>
  )
}
