import type { ReactNode } from 'react'
import type { ChromeAccount } from './chrome-account'
import type { ChromeSlots } from './chrome-slots'
import { MAIN_CONTENT_ID } from '../lib/main-content'
import { QuotePrompt } from './quote-prompt'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import classes from './site-layout.module.css'

interface SiteLayoutProps {
  account: ChromeAccount
  slots: ChromeSlots
  children: ReactNode
}

/** Header, main landmark, footer and the floating quote offer around a public page. */
export function SiteLayout({ account, slots, children }: SiteLayoutProps) {
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader account={account} slots={slots} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <QuotePrompt />
    </>
  )
}
