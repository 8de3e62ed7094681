import { ActionIcon, Burger, Button, Container, Group } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import { company } from '../content/company'
import { mainNavigation } from '../content/navigation'
import { useOnlineStatus } from '../lib/use-online-status'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { AccountChip } from './account-chip'
import { AccountLinks } from './account-links'
import { BrandLogo } from './brand-logo'
import type { ChromeAccount } from './chrome-account'
import type { ChromeSlots } from './chrome-slots'
import classes from './site-header.module.css'

const SCROLLED_THRESHOLD_PX = 10

// The menu (a focus-trapping drawer) is only downloaded when a visitor first opens it.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })))

export function SiteHeader({ account, slots }: { account: ChromeAccount; slots: ChromeSlots }) {
  const isScrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  // The account chip and the offline mark need the room of the wordmark on the narrowest phones.
  const isOnline = useOnlineStatus()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null)
  const [isMenuLoaded, setIsMenuLoaded] = useState(false)
  const isMenuOpen = menuOpenedOn === pathname
  const burgerRef = useRef<HTMLButtonElement>(null)
  const closeMenu = () => setMenuOpenedOn(null)
  const toggleMenu = () => {
    setIsMenuLoaded(true)
    setMenuOpenedOn(isMenuOpen ? null : pathname)
  }

  return (
    <header className={classes.header} data-scrolled={isScrolled} data-site-header>
      <div className={classes.topBar}>
        <Container size="xl" className={classes.topBarInner}>
          <span className={classes.credentials}>
            USDOT {company.usdotNumber} · {company.mcNumber} · Certified in 48 states
          </span>
          <Group gap={4} wrap="nowrap">
            {slots.topBar}
            <AccountLinks account={account} layout="bar" />
          </Group>
        </Container>
      </div>
      <Container size="xl" className={classes.mainBar}>
        <BrandLogo isCompactOnNarrowPhones={account.isSignedIn || !isOnline} />
        <nav aria-label="Main" className={classes.desktopNav}>
          {mainNavigation.map((item) => (
            <Link key={item.to} to={item.to} className={classes.navLink} activeOptions={{ exact: item.to === '/' }}>
              {item.label}
            </Link>
          ))}
        </nav>
        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          {slots.status}
          {account.isSignedIn && <AccountChip name={account.name} />}
          <a href={company.dispatchPhone.href} className={classes.phoneLink}>
            <IconPhone size={18} aria-hidden="true" />
            <span>
              <span className={classes.phoneLabel}>24/7 Dispatch</span>
              {company.dispatchPhone.display}
            </span>
          </a>
          <Button component={Link} to="/quote" visibleFrom="sm" className={classes.quoteButton}>
            Get a Quote
          </Button>
          <ActionIcon
            component="a"
            href={company.dispatchPhone.href}
            hiddenFrom="lg"
            size="lg"
            variant="filled"
            aria-label={`Call dispatch at ${company.dispatchPhone.display}`}
          >
            <IconPhone size={20} aria-hidden="true" />
          </ActionIcon>
          <Burger
            hiddenFrom="lg"
            color="white"
            opened={isMenuOpen}
            onClick={toggleMenu}
            ref={burgerRef}
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-haspopup="dialog"
          />
        </Group>
      </Container>
      {isMenuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={isMenuOpen}
            onClose={closeMenu}
            menuButton={burgerRef}
            account={account}
            extra={slots.menu?.(closeMenu)}
          />
        </Suspense>
      )}
    </header>
  )
}
