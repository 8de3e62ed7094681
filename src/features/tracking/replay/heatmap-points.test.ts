import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { elementSelector } from './describe-element'
import { watchHeat, type HeatPoint, type HeatWatch } from './heatmap-points'

function setScroll({ y, pageHeight }: { y: number; pageHeight: number }) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

describe('elementSelector', () => {
  afterEach(() => document.body.replaceChildren())

  it('names an element by a written id, never by one generated on each page load', () => {
    document.body.innerHTML = `
      <div id="fleet-tabs"><button id="mantine-8c36xghrt-tab-13-axle">13-Axle</button><button id="_r_5_">15-Axle</button></div>`
    const [first, second] = document.querySelectorAll('button')
    expect(elementSelector(first!)).toBe('div#fleet-tabs > button:nth-of-type(1)')
    expect(elementSelector(second!)).toBe('div#fleet-tabs > button:nth-of-type(2)')
  })
})

describe('watchHeat', () => {
  let points: HeatPoint[]
  let watch: HeatWatch

  beforeEach(() => {
    vi.useFakeTimers()
    points = []
    window.history.replaceState(null, '', '/')
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
    watch = watchHeat((point) => points.push(point))
  })

  afterEach(() => {
    watch.stop()
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('places a click in a fixed header where the header is, not at the scroll depth', () => {
    document.body.innerHTML = '<header style="position: fixed; top: 0"><a href="/quote">Get a Quote</a></header><p>Text</p>'
    const click = (target: Element) =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 30 }))
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true })
    Object.defineProperty(MouseEvent.prototype, 'pageY', { get: () => 1530, configurable: true })
    try {
      click(document.querySelector('a')!)
      click(document.querySelector('p')!)
    } finally {
      Reflect.deleteProperty(MouseEvent.prototype, 'pageY')
    }
    expect(points.map((point) => point.y)).toEqual([30, 1530])
  })

  it('keeps the depth of a page left before its scrolling settled', () => {
    setScroll({ y: 1200, pageHeight: 4000 })
    // The visitor opens another page within the settling second, which scrolls to its top.
    window.history.pushState(null, '', '/services')
    setScroll({ y: 0, pageHeight: 3000 })
    watch.settleScroll()
    expect(points.filter((point) => point.kind === 'scroll').map(({ page_path, depth }) => ({ page_path, depth }))).toEqual([
      { page_path: '/', depth: 50 },
      { page_path: '/services', depth: 27 },
    ])
  })

  it('sends a page\'s depth once it has settled, and only when deeper than before', () => {
    setScroll({ y: 1200, pageHeight: 4000 })
    vi.advanceTimersByTime(1_000)
    setScroll({ y: 400, pageHeight: 4000 })
    vi.advanceTimersByTime(1_000)
    expect(points.map((point) => point.depth)).toEqual([50])
  })
})
