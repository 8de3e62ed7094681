import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LazyImage } from './lazy-image'
import { placeholderImageUrl } from './lazy-image-sources'

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void

const observers: { callback: ObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = []

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number]
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false }
    observers.push(this.record)
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true
  }
}

function scrollIntoView(visibleShare: number) {
  act(() => {
    for (const observer of observers) {
      if (!observer.disconnected) observer.callback([{ isIntersecting: visibleShare > 0, intersectionRatio: visibleShare }])
    }
  })
}

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderImage() {
  render(<LazyImage src="/thumb-600.jpg" srcSet="/thumb-600.jpg 600w, /thumb-1600.jpg 1600w" sizes="50vw" alt="Transformer on a perimeter trailer" />)
  return screen.getByRole('img', { name: 'Transformer on a perimeter trailer' })
}

describe('LazyImage', () => {
  it('waits until 10% of it is visible before loading, showing Loading... meanwhile', () => {
    const image = renderImage()
    expect(observers[0]?.options?.threshold).toBe(0.1)
    expect(image).not.toHaveAttribute('src')
    expect(screen.getByText('Loading...')).toBeInTheDocument()

    scrollIntoView(0.05)
    expect(image).not.toHaveAttribute('src')

    scrollIntoView(0.1)
    expect(image).toHaveAttribute('src', '/thumb-600.jpg')
    expect(image).toHaveAttribute('srcset', '/thumb-600.jpg 600w, /thumb-1600.jpg 1600w')
    expect(image).toHaveAttribute('sizes', '50vw')
    expect(observers[0]?.disconnected).toBe(true)
  })

  it('fades in once loaded and drops the loading text', () => {
    const image = renderImage()
    scrollIntoView(1)
    expect(image.parentElement).toHaveAttribute('data-state', 'loading')

    fireEvent.load(image)
    expect(image.parentElement).toHaveAttribute('data-state', 'loaded')
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('falls back to the placeholder image when the picture fails, keeping its alt text', () => {
    const image = renderImage()
    scrollIntoView(1)

    fireEvent.error(image)
    expect(image).toHaveAttribute('src', placeholderImageUrl)
    expect(image).not.toHaveAttribute('srcset')
    expect(image.parentElement).toHaveAttribute('data-state', 'failed')
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.unstubAllGlobals()
    const original = globalThis.IntersectionObserver
    // @ts-expect-error: removing the API on purpose
    delete globalThis.IntersectionObserver
    try {
      expect(renderImage()).toHaveAttribute('src', '/thumb-600.jpg')
    } finally {
      if (original) globalThis.IntersectionObserver = original
    }
  })
})
