import '@mantine/core/styles/AppShell.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { IconExternalLink, IconLogout } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { BrandMark } from '../../../components/brand-logo'
import { company } from '../../../content/company'
import { adminNavigation } from './admin-navigation'
import classes from './admin-shell.module.css'

interface AdminShellProps {
  onSignOut: () => void
  children: ReactNode
}

/** Back-office frame: a sidebar (slide-over on small screens) beside the admin page. */
export function AdminShell({ onSignOut, children }: AdminShellProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Opened for one page only, so choosing an entry closes the slide-over.
  const [navOpenedOn, setNavOpenedOn] = useState<string | null>(null)
  const isNavOpen = navOpenedOn === pathname

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" gap="sm">
          <Burger
            hiddenFrom="md"
            size="sm"
            color="white"
            opened={isNavOpen}
            onClick={() => setNavOpenedOn(isNavOpen ? null : pathname)}
            aria-label={isNavOpen ? 'Close admin menu' : 'Open admin menu'}
            aria-expanded={isNavOpen}
          />
          <BrandMark size={32} />
          <Text className={classes.title}>{company.name} Admin</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Admin">
        <AppShell.Section grow component={ScrollArea}>
          {adminNavigation.map(({ label, to, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={18} aria-hidden="true" />}
              active={pathname === to || (to === '/admin/dashboard' && pathname === '/admin')}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs" pt="sm" className={classes.footer}>
            <Button
              component="a"
              href="/"
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={18} aria-hidden="true" />}
            >
              Back to Site
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onSignOut}>
              Sign Out
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content">{children}</AppShell.Main>
    </AppShell>
  )
}
