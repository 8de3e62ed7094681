import { Button, Container, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { DeleteAccountSection } from '../../../features/account/delete-account-section'
import { ProfileForm } from '../../../features/account/profile-form'
import { ProfileSection } from '../../../features/account/profile-section'
import { ChangeEmailForm } from '../../../features/auth/change-email-form'
import { ChangePasswordForm } from '../../../features/auth/change-password-form'
import { useAuth } from '../../../features/auth/use-auth'
import { AVAILABILITY_ANCHOR } from '../../../features/loads/pilot/availability-anchor'
import { PilotAvailability } from '../../../features/loads/pilot/pilot-availability'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/_account/profile')({
  head: () => pageHead('Edit Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { pb } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const { user, isAdmin, roles } = useAuth()
  if (!user) return null

  return (
    <>
      <PageHero eyebrow="My Profile" title="Edit Profile" subtitle="Keep your contact details up to date.">
        <Button component={Link} to="/dashboard" variant="white" color="dark" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          Back to My Profile
        </Button>
      </PageHero>
      <Container size="md" py={{ base: 'xl', md: 48 }}>
        <Stack gap="xl">
          <ProfileSection title="Personal Details" description="How dispatch addresses you and reaches you about your loads.">
            <ProfileForm key={user.id} pb={pb} user={user} />
          </ProfileSection>
          {roles.includes('pilot_car') && (
            <ProfileSection anchor={AVAILABILITY_ANCHOR} title="Availability and Certifications" description="Dispatch offers escort jobs by these dates and states.">
              <PilotAvailability pb={pb} pilot={user.id} />
            </ProfileSection>
          )}
          <ProfileSection title="Email Address">
            <ChangeEmailForm pb={pb} user={user} />
          </ProfileSection>
          <ProfileSection title="Password">
            <ChangePasswordForm pb={pb} user={user} />
          </ProfileSection>
          <ProfileSection title="Delete Account" danger>
            <DeleteAccountSection pb={pb} user={user} isAdmin={isAdmin} onDeleted={() => void navigate({ to: '/', replace: true })} />
          </ProfileSection>
        </Stack>
      </Container>
    </>
  )
}
