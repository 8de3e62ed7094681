import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredSection } from './deferred-section'

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed: Element[] = []
  disconnected = false

  readonly options: IntersectionObserverInit
  private readonly callback: IntersectionObserverCallback

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback
    this.options = options
    FakeIntersectionObserver.instances.push(this)
  }

  observe(element: Element) {
    this.observed.push(element)
  }

  disconnect() {
    this.disconnected = true
  }

  enter(isIntersecting = true) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('DeferredSection', () => {
  it('loads its section only once the placeholder comes near the viewport', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h2>Cargo We Move</h2> }))
    const Section = lazy(load)
    const { container } = render(
      <DeferredSection minHeight="700px">
        <Section />
      </DeferredSection>,
    )

    const placeholder = container.querySelector('[data-deferred-placeholder]')
    expect(placeholder).toHaveStyle({ minHeight: '700px' })
    const [observer] = FakeIntersectionObserver.instances
    expect(observer?.options.rootMargin).toBe('600px 0px')

    act(() => observer?.enter(false))
    expect(load).not.toHaveBeenCalled()

    act(() => observer?.enter())
    expect(await screen.findByRole('heading', { name: 'Cargo We Move' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[data-deferred-placeholder]')).toBeNull()
    expect(observer?.disconnected).toBe(true)
  })

  it('renders at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const Section = lazy(() => Promise.resolve({ default: () => <h2>Testimonials</h2> }))
    render(
      <DeferredSection minHeight="500px">
        <Section />
      </DeferredSection>,
    )
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeInTheDocument()
  })
})
