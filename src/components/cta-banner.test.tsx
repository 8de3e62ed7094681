import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'

const location = { pathname: '/about' }
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
  useRouterState: ({ select }: { select: (state: { location: typeof location }) => unknown }) => select({ location }),
}))

const { CtaBanner } = await import('./cta-banner')

/** The banner at the foot of a page whose main landmark starts with its focusable h1. */
function renderOnPage(pathname: string) {
  location.pathname = pathname
  return renderWithMantine(
    <main tabIndex={-1}>
      <h1 tabIndex={-1}>Request a Free Quote</h1>
      <CtaBanner />
    </main>,
  )
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

const scrollTo = vi.fn()

beforeEach(() => {
  scrollTo.mockReset()
  window.scrollTo = scrollTo
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CtaBanner', () => {
  it('links Get a Quote Now to /quote and Contact Us to /contact elsewhere', () => {
    renderOnPage('/about')
    expect(screen.getByRole('link', { name: 'Get a Quote Now' })).toHaveAttribute('href', '/quote')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('on /quote, scrolls smoothly back to the top and moves focus to the page heading', () => {
    preferReducedMotion(false)
    renderOnPage('/quote')
    expect(screen.queryByRole('link', { name: 'Get a Quote Now' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Get a Quote Now' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
  })

  it('jumps without the animation when reduced motion is preferred', () => {
    preferReducedMotion(true)
    renderOnPage('/quote')
    fireEvent.click(screen.getByRole('button', { name: 'Get a Quote Now' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
  })
})
