import { CloseButton, Group, Paper, Text, ThemeIcon, type MantineSpacing } from '@mantine/core'
import { IconDeviceMobileDown } from '@tabler/icons-react'
import { installReasons } from '../../content/install-offer'
import { useSessionFlag } from '../../lib/use-session-flag'
import { InstallAppButton } from './install-app-button'
import classes from './install-offer-card.module.css'
import { useInstallOffer } from './install-offer'

export const INSTALL_OFFER_DISMISSED_KEY = 'ironbridge:install-offer-dismissed'

/**
 * On the pages people use on the road (quote, careers, fleet): why the app is worth having,
 * with the install action, once the browser allows installing. Dismissed for the session.
 */
export function InstallOfferCard({ reason, mt }: { reason: string; mt?: MantineSpacing }) {
  const offer = useInstallOffer()
  const [isDismissed, dismiss] = useSessionFlag(INSTALL_OFFER_DISMISSED_KEY)
  if (offer.kind === 'none' || isDismissed) return null
  return (
    <Paper component="aside" aria-labelledby="install-offer-title" withBorder radius="md" p="md" mt={mt} className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" color="steel.9" aria-hidden="true">
          <IconDeviceMobileDown size={24} />
        </ThemeIcon>
        <div className={classes.words}>
          <Text fw={700} id="install-offer-title">
            Save to your home screen: it works with no signal
          </Text>
          <Text size="sm" c="gray.7" mt={4}>
            {reason}
          </Text>
          <div className={classes.action}>
            <InstallAppButton layout="page" />
          </div>
        </div>
        <CloseButton onClick={dismiss} aria-label="Not now" className={classes.close} />
      </Group>
    </Paper>
  )
}

/** The offer as the fleet page shows it, below its configurations. */
export function FleetInstallOffer() {
  return <InstallOfferCard reason={installReasons.fleet} mt="xl" />
}
