import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useLocation, useRouter, type RouterHistory } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRecordDialog } from './dialog-history'
import { optionalString } from './search-params'

/** A page whose drawer shows the record named in its address. */
function Page() {
  // The router's types are the app's routes: this page reads and writes its address untyped.
  const record = optionalString((useLocation().search as Record<string, unknown>).record)
  const router = useRouter()
  const drawer = useRecordDialog(record, (id, how) => void router.navigate({ to: '/', search: { record: id } as never, ...how }))
  return (
    <>
      <p>{record === undefined ? 'Closed' : `Open: ${record}`}</p>
      <button onClick={() => drawer.open('a')}>Open a</button>
      <button onClick={() => drawer.open('b')}>Open b</button>
      <button onClick={drawer.close}>Close</button>
    </>
  )
}

async function renderPage(...entries: string[]): Promise<RouterHistory> {
  const history = createMemoryHistory({ initialEntries: entries })
  render(<RouterProvider router={createRouter({ routeTree: createRootRoute({ component: Page }), history })} />)
  await screen.findByRole('button', { name: 'Close' })
  return history
}

function press(...names: string[]) {
  act(() => {
    for (const name of names) fireEvent.click(screen.getByRole('button', { name }))
  })
}

async function expectShown(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument()
}

const indexOf = (history: RouterHistory) => history.location.state.__TSR_index

// jsdom does not scroll; the router asks it to on every navigation.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useRecordDialog', () => {
  it('opens with an entry of its own and closes back to the entry it was opened from, leaving no trail', async () => {
    const history = await renderPage('/')
    for (const id of ['a', 'b', 'a']) {
      press(`Open ${id}`)
      await expectShown(`Open: ${id}`)
      expect(history.location.href).toBe(`/?record=${id}`)
      expect(indexOf(history)).toBe(1)

      press('Close')
      await expectShown('Closed')
      expect(history.location.href).toBe('/')
      expect(indexOf(history)).toBe(0)
      expect(history.length).toBe(2)
    }
  })

  it('in place of an open record, takes its entry: closing still goes back to the page without either', async () => {
    const history = await renderPage('/')
    press('Open a')
    await expectShown('Open: a')
    press('Open b')
    await expectShown('Open: b')
    expect(history.length).toBe(2)

    press('Close')
    await expectShown('Closed')
    expect(history.location.href).toBe('/')
    expect(indexOf(history)).toBe(0)
  })

  it('opened from a link, closes by taking the entry’s place', async () => {
    const history = await renderPage('/?page=1', '/?record=a')
    await expectShown('Open: a')
    press('Close')
    await expectShown('Closed')
    expect(history.location.href).toBe('/')
    expect(indexOf(history)).toBe(1)
    expect(history.length).toBe(2)
  })

  it('closed twice before the history has gone back, goes back one step only', async () => {
    const history = await renderPage('/?page=1', '/')
    press('Open a')
    await expectShown('Open: a')
    press('Close', 'Close')
    await expectShown('Closed')
    expect(history.location.href).toBe('/')
    expect(indexOf(history)).toBe(1)
  })
})
