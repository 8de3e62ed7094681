import '@mantine/core/styles/Card.layer.css'
import { Button, Card, Group, Text, Title } from '@mantine/core'
import { IconUserEdit } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { EmailAddress } from '../../components/email-address'
import type { UserRecord } from '../../lib/record-types'
import { profileDetails } from './profile-details'
import classes from './profile-details-card.module.css'

interface ProfileDetailsCardProps {
  user: UserRecord
  /** The profile is being reloaded from the server. */
  isLoading: boolean
}

export function ProfileDetailsCard({ user, isLoading }: ProfileDetailsCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-details-title" aria-busy={isLoading}>
      <Title order={2} size="h3" id="profile-details-title">
        Profile Details
      </Title>
      <dl className={classes.list}>
        {profileDetails(user).map(({ label, value }) => (
          <div key={label} className={classes.row}>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {label}
            </Text>
            <Text component="dd" className={classes.value}>
              {label === 'Email' ? <EmailAddress address={value} /> : value}
            </Text>
          </div>
        ))}
      </dl>
      <Group mt="lg">
        <Button component={Link} to="/profile" leftSection={<IconUserEdit size={20} aria-hidden="true" />}>
          Edit Profile
        </Button>
      </Group>
    </Card>
  )
}
