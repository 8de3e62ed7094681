import { Button, VisuallyHidden } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { focusMainContent } from '../../lib/main-content'
import classes from './consent-banner.module.css'
import { acceptConsent, declineConsent } from './consent-store'

/** The bar's height while it shows, for what floats at the bottom of the screen (quote offer, update prompt). */
const HEIGHT_VARIABLE = '--consent-banner-height'

/**
 * Keeps the banner's height as the page's bottom scroll padding, so that focusing or jumping
 * to a control (the quote form's submit button, say) brings it above the banner, not under it.
 */
function useReservedSpace() {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const banner = ref.current
    if (!banner) return
    const root = document.documentElement
    const reserve = () => {
      const height = `${banner.offsetHeight}px`
      root.style.setProperty(HEIGHT_VARIABLE, height)
      root.style.scrollPaddingBottom = height
    }
    // Its first call comes as the page is next laid out anyway; measuring here, as the app
    // has just drawn the page, would lay the whole page out an extra time.
    const observer = new ResizeObserver(reserve)
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty(HEIGHT_VARIABLE)
      root.style.removeProperty('scroll-padding-bottom')
    }
  }, [])
  return ref
}

/** The buttons go away with the banner: keyboard users continue from the page's content. */
function chooseAndContinue(choose: () => void) {
  choose()
  focusMainContent()
}

/**
 * The cookie consent bar. Drawn outside the app's root element, so the prerendered pages
 * (scripts/prerender.mjs keeps only #root) never show it to a visitor who has already chosen.
 */
export function ConsentBanner() {
  const ref = useReservedSpace()
  return createPortal(
    <section ref={ref} className={classes.banner} aria-label="Cookie consent">
      <p className={classes.text}>
        We use cookies to enhance your browsing experience and analyze our traffic.{' '}
        <a className={classes.link} href="/privacy-policy" target="_blank" rel="noopener">
          Learn more<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
      <div className={classes.actions}>
        <Button variant="outline" color="steel.1" onClick={() => chooseAndContinue(declineConsent)}>
          Decline
        </Button>
        <Button onClick={() => chooseAndContinue(() => acceptConsent('bottom'))}>Accept &amp; Continue</Button>
      </div>
    </section>,
    document.body,
  )
}
