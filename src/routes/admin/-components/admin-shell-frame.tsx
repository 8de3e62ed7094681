import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/AppShell.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { AppShell, Badge, Burger, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { BrandMark } from '../../../components/brand-logo'
import { useFocusAfterMenu } from '../../../components/focus-after-menu'
import { MAIN_CONTENT_ID } from '../../../lib/main-content'
import { company } from '../../../content/company'
import { currentAdminEntry, waitingBadgeText } from './admin-navigation'
import classes from './admin-shell.module.css'

interface AdminShellFrameProps {
  /** The entries (or their skeleton), in the sidebar from `lg` and in the slide-over below it. */
  nav: (pathname: string) => ReactNode
  /** Back to Site and Sign Out. */
  footer?: ReactNode
  /** New records waiting, shown on the menu button while the sidebar is folded away. */
  waitingCount?: number
  children: ReactNode
}

// Mantine's `lg` breakpoint (75em), where the sidebar stays in place.
const SIDEBAR_QUERY = '(min-width: 75em)'

/** The back office's frame: a header, the sidebar (a slide-over below `lg`) and the page. */
export function AdminShellFrame({ nav, footer, waitingCount = 0, children }: AdminShellFrameProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const hasSidebar = useMediaQuery(SIDEBAR_QUERY, true, { getInitialValueInEffect: false })
  // Opened for one page only, so choosing an entry closes the slide-over.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null)
  const isMenuOpen = !hasSidebar && menuOpenedOn === pathname
  const section = currentAdminEntry(pathname)?.label ?? 'Admin'
  const closeMenu = () => setMenuOpenedOn(null)
  const burgerRef = useRef<HTMLButtonElement>(null)
  const focusAfterClose = useFocusAfterMenu(isMenuOpen, burgerRef)
  const menu = (
    <Stack gap="sm" h="100%" justify="space-between" className={classes.menu}>
      {/* Any entry closes the slide-over, the page's own included. */}
      <nav aria-label="Admin" className={classes.menuEntries} onClick={(event) => closeOnLink(event, closeMenu)}>
        {nav(pathname)}
      </nav>
      {footer && <div className={classes.footer}>{footer}</div>}
    </Stack>
  )

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 264, breakpoint: 'lg', collapsed: { mobile: true } }} padding="md">
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" gap="sm" wrap="nowrap">
          <div className={classes.burger} hidden={hasSidebar}>
            <Burger
              color="white"
              w={44}
              h={44}
              opened={isMenuOpen}
              onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
              ref={burgerRef}
              aria-label={waitingCount > 0 ? `Open admin menu, ${waitingCount} new` : 'Open admin menu'}
              aria-expanded={isMenuOpen}
            />
            {waitingCount > 0 && (
              <Badge className={classes.burgerCount} color="hazard.5" size="sm" circle={waitingCount < 10} aria-hidden="true">
                {waitingBadgeText(waitingCount)}
              </Badge>
            )}
          </div>
          <BrandMark size={32} />
          <Text className={classes.title} hiddenFrom="lg">
            {section}
          </Text>
          <Text className={classes.title} visibleFrom="lg">
            {company.name} Admin
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" visibleFrom="lg">
        <AppShell.Section grow component={ScrollArea}>
          {hasSidebar && menu}
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        opened={isMenuOpen}
        onClose={closeMenu}
        returnFocus={false}
        onExitTransitionEnd={focusAfterClose}
        title="Admin menu"
        size={288}
        padding="sm"
        closeButtonProps={{ 'aria-label': 'Close admin menu', size: 'xl' }}
        classNames={{ content: classes.drawerContent, body: classes.drawerBody }}
      >
        {menu}
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  )
}

function closeOnLink(event: MouseEvent, close: () => void): void {
  if (event.target instanceof Element && event.target.closest('a[href]')) close()
}
