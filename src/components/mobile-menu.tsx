import { Button, Drawer, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode, RefObject } from 'react'
import { mainNavigation } from '../content/navigation'
import { AccountLinks } from './account-links'
import { BrandMark } from './brand-logo'
import { CallDispatchButton } from './call-dispatch-button'
import type { ChromeAccount } from './chrome-account'
import { useFocusAfterMenu } from './focus-after-menu'
import classes from './mobile-menu.module.css'

interface MobileMenuProps {
  opened: boolean
  onClose: () => void
  /** The header's menu button, which has the focus back when the menu closes without going anywhere. */
  menuButton: RefObject<HTMLElement | null>
  account: ChromeAccount
  /** Last in the menu, from the route's chrome (Install app). */
  extra?: ReactNode
}

/** Full-screen menu for phones and tablets; Mantine's Drawer traps focus and closes on Escape. */
export function MobileMenu({ opened, onClose, menuButton, account, extra }: MobileMenuProps) {
  const focusAfterClose = useFocusAfterMenu(opened, menuButton)
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={focusAfterClose}
      // The drawer mounts already open on first use, which Mantine's own focus return misses.
      returnFocus={false}
      size="100%"
      position="right"
      title={
        <span className={classes.title}>
          <BrandMark size={32} />
          Menu
        </span>
      }
      closeButtonProps={{ 'aria-label': 'Close menu', size: 'lg' }}
      classNames={{ content: classes.content, header: classes.header, close: classes.close }}
    >
      <nav aria-label="Mobile">
        <ul className={classes.links}>
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={classes.link} activeOptions={{ exact: item.to === '/' }} onClick={onClose}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Stack gap="sm" mt="xl">
        <Button component={Link} to="/quote" size="lg" fullWidth onClick={onClose}>
          Get a Quote
        </Button>
        <CallDispatchButton fullWidth />
        <AccountLinks account={account} layout="menu" onNavigate={onClose} />
        {extra}
      </Stack>
    </Drawer>
  )
}
