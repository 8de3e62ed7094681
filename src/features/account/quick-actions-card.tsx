import '@mantine/core/styles/Card.layer.css'
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import {
  IconCalendarEvent,
  IconChevronRight,
  IconFileDescription,
  IconHeadset,
  IconListDetails,
  IconRoute,
  IconShieldCheck,
  IconShieldLock,
  IconTruck,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { Role } from '../../lib/record-types'
import { quickActions } from './quick-actions'

const ICONS: Record<string, Icon> = {
  '/quote': IconFileDescription,
  '/quotes': IconListDetails,
  '/fleet': IconTruck,
  '/loads/assigned': IconRoute,
  '/schedule': IconCalendarEvent,
  '/escorts': IconShieldCheck,
  '/profile': IconUserEdit,
  '/admin': IconShieldLock,
}

/**
 * The primary role's shortcuts, its main task as the main button, then a way to reach support,
 * and to the user's own quote requests where the role's shortcuts do not lead there (anyone
 * signed in may ask for quotes).
 */
export function QuickActionsCard({ primaryRole }: { primaryRole: Role | null }) {
  const actions = quickActions(primaryRole)
  const leadsToQuotes = actions.some(({ to }) => to === '/quotes')
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h3" id="quick-actions-title">
        Quick Actions
      </Title>
      <Stack gap="sm" mt="md">
        {actions.map(({ to, label }, index) => {
          const ActionIcon = ICONS[to] ?? IconChevronRight
          const isMain = index === 0
          return (
            <Button
              key={to + label}
              component={Link}
              href={to}
              size={isMain ? 'lg' : 'md'}
              variant={isMain ? 'filled' : 'light'}
              justify="space-between"
              leftSection={<ActionIcon size={20} aria-hidden="true" />}
              rightSection={<IconChevronRight size={18} aria-hidden="true" />}
            >
              {label}
            </Button>
          )
        })}
      </Stack>
      <Divider my="lg" />
      <Text size="sm" c="gray.7">
        Questions about a load or your account? Our team is here around the clock.
      </Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to="/contact" variant="default" leftSection={<IconHeadset size={20} aria-hidden="true" />}>
          Contact Support
        </Button>
        {!leadsToQuotes && (
          <Button component={Link} to="/quotes" variant="default" leftSection={<IconListDetails size={20} aria-hidden="true" />}>
            My Quotes
          </Button>
        )}
      </Group>
    </Card>
  )
}
