import '@mantine/core/styles/Card.layer.css'
import { Card, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface ProfileSectionProps {
  title: string
  description?: string
  /** Marks the section as destructive (account deletion). */
  danger?: boolean
  /** Its id, for links to it: `/profile#availability`. */
  anchor?: string
  children: ReactNode
}

/** One titled card of the profile page. */
export function ProfileSection({ title, description, danger = false, anchor, children }: ProfileSectionProps) {
  const titleId = useId()
  return (
    <Card id={anchor} withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}>
      <Title order={2} size="h3" id={titleId} c={danger ? 'red.8' : undefined}>
        {title}
      </Title>
      {description && (
        <Text c="gray.7" size="sm" mt={4}>
          {description}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{children}</div>
    </Card>
  )
}
