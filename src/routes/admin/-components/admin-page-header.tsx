import { Text, Title } from '@mantine/core'

/** The h1 (and optional one-line summary) at the top of every admin page. */
export function AdminPageHeader({ title, description }: { title: string; description?: string }) {
  return (
    <header>
      <Title order={1} fz={32}>
        {title}
      </Title>
      {description && (
        <Text c="gray.7" mt={4}>
          {description}
        </Text>
      )}
    </header>
  )
}
