import type { ReactNode } from 'react'
import type { ChromeAccount } from './chrome-account'
import { QuotePrompt } from './quote-prompt'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import classes from './site-layout.module.css'

/** Header, main landmark, footer and the floating quote offer around a public page. */
export function SiteLayout({ account, children }: { account: ChromeAccount; children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader account={account} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <QuotePrompt />
    </>
  )
}
