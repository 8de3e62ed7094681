import { Container, SimpleGrid, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { ProfileDetailsCard } from '../../../features/account/profile-details-card'
import { QuickActionsCard } from '../../../features/account/quick-actions-card'
import { RoleBadge } from '../../../features/account/role-badge'
import { useWelcome } from '../../../features/account/welcome'
import { greetingName } from '../../../features/auth/greeting-name'
import { useAuth } from '../../../features/auth/use-auth'
import { VerifyEmailNotice } from '../../../features/auth/verify-email-notice'
import { pageHead } from '../../../lib/head'
import type { Role, TypedPocketBase, UserRecord } from '../../../lib/record-types'

export const Route = createFileRoute('/_public/_account/dashboard')({
  head: () => pageHead('My Profile'),
  component: DashboardPage,
})

function DashboardPage() {
  const { pb } = Route.useRouteContext()
  const { user, primaryRole, isProfileLoading } = useAuth()
  if (!user) return null
  return <Dashboard pb={pb} user={user} primaryRole={primaryRole} isProfileLoading={isProfileLoading} />
}

interface DashboardProps {
  pb: TypedPocketBase
  user: UserRecord
  primaryRole: Role | null
  isProfileLoading: boolean
}

function Dashboard({ pb, user, primaryRole, isProfileLoading }: DashboardProps) {
  const welcome = useWelcome(user, greetingName(user))
  return (
    <>
      <PageHero eyebrow="My Profile" title={welcome}>
        <RoleBadge role={primaryRole} />
      </PageHero>
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Stack gap="xl">
          {!user.verified && <VerifyEmailNotice pb={pb} email={user.email} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <ProfileDetailsCard user={user} isLoading={isProfileLoading} />
            <QuickActionsCard primaryRole={primaryRole} />
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  )
}
