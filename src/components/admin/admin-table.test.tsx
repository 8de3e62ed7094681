import { Button } from '@mantine/core'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { AdminTable, type AdminTableColumn, type AdminTableList } from './admin-table'
import { useTableControls, type TableControls } from './use-table-controls'

interface Quote {
  id: string
  customer_name: string
  origin: string
  status: string
}

const quotes: Quote[] = [
  { id: 'q1', customer_name: 'Dana Reyes', origin: 'Dayton, OH', status: 'new' },
  { id: 'q2', customer_name: 'Lee Park', origin: 'Tulsa, OK', status: 'reviewed' },
]

const columns: AdminTableColumn<Quote>[] = [
  { accessor: 'customer_name', title: 'Customer', sortable: true },
  { accessor: 'origin', title: 'Route' },
  { accessor: 'created', title: 'Created', sortable: true, render: () => 'Today' },
]

function list(overrides: Partial<AdminTableList<Quote>> = {}): AdminTableList<Quote> {
  return {
    status: 'ready',
    items: quotes,
    totalItems: 2,
    totalPages: 1,
    perPage: 20,
    newIds: new Set(),
    reload: vi.fn(() => Promise.resolve()),
    connection: 'live',
    ...overrides,
  }
}

/** What the controls hold, as the page would pass them to `useLiveList`. */
const shownControls = () => JSON.parse(screen.getByTestId('controls').textContent ?? '{}') as Partial<TableControls<Quote>>

function QuotesTable({ live, onOpen }: { live: AdminTableList<Quote>; onOpen?: (quote: Quote) => void }) {
  const controls = useTableControls<Quote>({ sort: { columnAccessor: 'created', direction: 'desc' } })
  const { page, sort, status, search } = controls
  return (
    <>
      <pre data-testid="controls">{JSON.stringify({ page, sort, status, search })}</pre>
      <AdminTable
        label="Customer Quotes"
        list={live}
        controls={controls}
        columns={columns}
        searchLabel="Search quotes"
        statusFilter={{
          label: 'Status',
          options: [
            { value: 'new', label: 'New' },
            { value: 'reviewed', label: 'Reviewed' },
          ],
        }}
        empty={{
          title: 'No quotes found',
          text: 'New quote requests will appear here instantly.',
          action: <Button>Check for new quotes</Button>,
        }}
        errorText="Failed to fetch quotes."
        onOpen={onOpen}
        openLabel={(quote) => `Details of the quote from ${quote.customer_name}`}
      />
    </>
  )
}

/** A window this wide, for the media queries of the table (and of its columns: an empty query matches). */
function viewport(widthPx: number) {
  const toPx = (match: RegExpExecArray | null) => (match ? parseFloat(match[1]!) * (match[2] === 'em' ? 16 : 1) : undefined)
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = toPx(/min-width:\s*([\d.]+)(em|px)/.exec(query))
    const max = toPx(/max-width:\s*([\d.]+)(em|px)/.exec(query))
    const matches = (min === undefined || widthPx >= min) && (max === undefined || widthPx <= max)
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }
  })
}

beforeEach(() => viewport(1024))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Mantine in jsdom is slow to render on a busy machine.
describe('AdminTable', { timeout: 30_000 }, () => {
  it('shows the rows in a named table, marks the new ones, and opens a row on click', () => {
    const onOpen = vi.fn()
    renderWithMantine(<QuotesTable live={list({ newIds: new Set(['q2']) })} onOpen={onOpen} />)
    const table = screen.getByRole('table', { name: 'Customer Quotes' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Dana ReyesDayton, OHToday', 'Lee ParkTulsa, OKToday'])
    expect(rows[1]).toHaveAttribute('data-new', 'true')
    expect(rows[0]).not.toHaveAttribute('data-new')
    expect(screen.getByRole('status')).toHaveTextContent('Live')

    fireEvent.click(within(rows[1]!).getByText('Lee Park'))
    expect(onOpen).toHaveBeenCalledWith(quotes[1])
  })

  it('sorts by a column header, filters by a chip and searches, each from page 1', () => {
    renderWithMantine(<QuotesTable live={list({ totalItems: 60, totalPages: 3 })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(shownControls().page).toBe(2)

    fireEvent.click(screen.getByRole('button', { name: /Customer/ }))
    expect(shownControls().sort).toBe('customer_name')
    expect(shownControls().page).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: /Customer/ }))
    expect(shownControls().sort).toBe('-customer_name')

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: 'Reviewed' }))
    expect(shownControls().status).toBe('reviewed')
    expect(shownControls().page).toBe(1)

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search quotes' }), { target: { value: 'Dana' } })
    expect(shownControls().search).toBe('Dana')
  })

  it('says which header sorts the rows, and in which direction (aria-sort)', () => {
    renderWithMantine(<QuotesTable live={list()} />)
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Customer')).not.toHaveAttribute('aria-sort')
    expect(header('Route')).not.toHaveAttribute('aria-sort')

    // Another column starts A→Z, whatever the direction of the one sorted before.
    fireEvent.click(within(header('Customer')).getByRole('button', { name: 'Customer' }))
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Created')).not.toHaveAttribute('aria-sort')
    fireEvent.click(within(header('Customer')).getByRole('button', { name: 'Customer' }))
    expect(header('Customer')).toHaveAttribute('aria-sort', 'descending')
  })

  it('gives each row an Open button named for its record, which opens it once, in the pinned last column', async () => {
    // The table pins only columns it can measure, and jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 44))
    const onOpen = vi.fn()
    renderWithMantine(<QuotesTable live={list()} onOpen={onOpen} />)
    const headers = screen.getAllByRole('columnheader')
    expect(headers.at(-1)).toHaveTextContent('Actions')
    await waitFor(() => expect(headers.at(-1)).toHaveAttribute('data-pinned', 'right'))
    expect(headers[0]).not.toHaveAttribute('data-pinned')

    fireEvent.click(screen.getByRole('button', { name: 'Details of the quote from Lee Park' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onOpen).toHaveBeenCalledWith(quotes[1])
  })

  it('says "No matches" for a search or chip that leaves no rows, and clears them', async () => {
    renderWithMantine(<QuotesTable live={list({ items: [], totalItems: 0 })} />)
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: 'Reviewed' }))
    expect(screen.getByRole('heading', { name: 'No matches' })).toBeInTheDocument()
    expect(screen.getByText('Nothing matches Status: Reviewed.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Check for new quotes' })).not.toBeInTheDocument()

    const searchBox = screen.getByRole('searchbox', { name: 'Search quotes' })
    fireEvent.change(searchBox, { target: { value: ' zzznomatch ' } })
    expect(await screen.findByText('Nothing matches “zzznomatch” with Status: Reviewed.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }))
    expect(shownControls()).toMatchObject({ search: '', status: 'all' })
    expect(searchBox).toHaveFocus()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No quotes found' })).toBeInTheDocument())
  })

  it('shows a skeleton before the first rows, then the empty state', () => {
    renderWithMantine(<QuotesTable live={list({ status: 'loading', items: [], totalItems: 0 })} />)
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading...')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    cleanup()

    renderWithMantine(<QuotesTable live={list({ items: [], totalItems: 0 })} />)
    expect(screen.getByRole('heading', { name: 'No quotes found' })).toBeInTheDocument()
    expect(screen.getByText('New quote requests will appear here instantly.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Check for new quotes' })).toBeInTheDocument()
  })

  it('says when the rows cannot be read, and retries', () => {
    const failed = list({ status: 'error', items: [], totalItems: 0 })
    renderWithMantine(<QuotesTable live={failed} />)
    expect(screen.getByText('Failed to fetch quotes.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(failed.reload).toHaveBeenCalled()
  })

  it('shows each record as a card on a phone, with its column titles', () => {
    viewport(375)
    const onOpen = vi.fn()
    renderWithMantine(<QuotesTable live={list({ newIds: new Set(['q1']) })} onOpen={onOpen} />)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Customer Quotes' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveAttribute('data-new', 'true')
    expect(cards[0]).toHaveTextContent('CustomerDana ReyesRouteDayton, OHCreatedToday')
    // Each card's button names its record, so a screen reader's list of buttons tells them apart.
    fireEvent.click(within(cards[1]!).getByRole('button', { name: `View details: Details of the quote from ${quotes[1]!.customer_name}` }))
    expect(onOpen).toHaveBeenCalledWith(quotes[1])
  })

  it('has no serious accessibility findings that a DOM check can see', async () => {
    const { container } = renderWithMantine(<QuotesTable live={list({ totalItems: 60, totalPages: 3 })} onOpen={vi.fn()} />)
    const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } })
    const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')
    expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })
})
