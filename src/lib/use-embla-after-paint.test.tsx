import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import useEmblaCarousel from './use-embla-after-paint'

/** What Embla asks of the browser that jsdom lacks: media queries and size and view observers. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', QuietObserver)
  vi.stubGlobal('IntersectionObserver', QuietObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
})
afterEach(cleanup)

function Carousel() {
  const [viewportRef, api] = useEmblaCarousel()
  return (
    <div ref={viewportRef} data-testid="viewport" data-started={api ? '' : undefined}>
      <div data-testid="container">
        <div>first</div>
        <div>second</div>
      </div>
    </div>
  )
}

describe('useEmblaCarousel, started after paint', () => {
  it('draws the slides first and starts the carousel in a later task', async () => {
    const { getByTestId } = render(<Carousel />)
    const viewport = getByTestId('viewport')
    expect(viewport).not.toHaveAttribute('data-started')
    expect(getByTestId('container').style.transform).toBe('')

    await waitFor(() => expect(viewport).toHaveAttribute('data-started'))
    // Embla has placed its slides.
    expect(getByTestId('container').style.transform).not.toBe('')
  })
})
