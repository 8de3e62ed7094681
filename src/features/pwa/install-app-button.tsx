import { Button, type ButtonProps } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useInstallOffer } from './install-offer'

// The how-to is only downloaded by the iPhone and iPad visitors who open it.
const IosInstallHelp = lazy(() => import('./ios-install-help').then((module) => ({ default: module.IosInstallHelp })))

interface InstallAppButtonProps {
  /** A compact button for the header bar, a large full-width one for the mobile menu, or a page's own. */
  layout: 'bar' | 'menu' | 'page'
  /** Called once the browser's own install dialog takes over (the menu closes). */
  onPrompt?: () => void
}

/**
 * Install app: opens the browser's install dialog where it offers one, explains the Share
 * menu on iPhone and iPad, and is absent where the site cannot be (or already is) installed.
 */
export function InstallAppButton({ layout, onPrompt }: InstallAppButtonProps) {
  const offer = useInstallOffer()
  const [isHelpOpen, setIsHelpOpen] = useState(false)
  const [isHelpLoaded, setIsHelpLoaded] = useState(false)
  if (offer.kind === 'none') return null

  const looks: Record<InstallAppButtonProps['layout'], ButtonProps> = {
    bar: { variant: 'subtle', color: 'steel.1', size: 'compact-sm' },
    menu: { variant: 'default', size: 'lg', fullWidth: true, justify: 'flex-start' },
    page: { size: 'md' },
  }
  const look = looks[layout]

  const handleClick = () => {
    if (offer.kind === 'prompt') {
      onPrompt?.()
      void offer.install()
      return
    }
    setIsHelpLoaded(true)
    setIsHelpOpen(true)
  }

  return (
    <>
      <Button {...look} leftSection={<IconDownload size={layout === 'bar' ? 16 : 20} aria-hidden="true" />} onClick={handleClick}>
        Install app
      </Button>
      {isHelpLoaded && (
        <Suspense fallback={null}>
          <IosInstallHelp opened={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
