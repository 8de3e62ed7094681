import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import type { SubmitOutcome } from '../../lib/outbox/submit'

const submitToOutbox = vi.fn<(...args: unknown[]) => Promise<SubmitOutcome>>()
const notify = { notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), dismissToasts: vi.fn() }
vi.mock('../../lib/outbox/submit', () => ({ submitToOutbox: (...args: unknown[]) => submitToOutbox(...args) }))
vi.mock('../../lib/notify', () => notify)
vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children: ReactNode }) => <a href={props.to}>{props.children}</a> }))

const { QuoteForm } = await import('./quote-form')

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Quote Request' }))
const field = (name: string) => screen.getByRole('textbox', { name })
/** Types into a field and leaves it, as a visitor tabbing on does. */
const typeAndLeave = (name: string, value: string) => {
  type(name, value)
  fireEvent.blur(field(name))
}

function fillValidQuote() {
  type('Full Name', 'Dana Shipper')
  type('Email', 'dana@example.com')
  type('Phone', '9375550100')
  type('Equipment', 'RGN')
  type('Origin', 'Dayton, OH')
  type('Destination', 'Houston, TX')
  type('Length (ft)', '60.5')
  type('Width (ft)', '12')
  type('Height (ft)', '11')
}

afterEach(() => {
  cleanup()
  // What was typed is kept for the tab (use-form-draft.ts): each test starts with a fresh one.
  sessionStorage.clear()
})

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
  submitToOutbox.mockReset()
  Object.values(notify).forEach((mock) => mock.mockReset())
})

// Mantine in jsdom is slow to render on a busy machine.
describe('QuoteForm', { timeout: 30_000 }, () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    renderWithMantine(<QuoteForm />)
    submit()
    const name = screen.getByRole('textbox', { name: 'Full Name' })
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Required/))
    expect(screen.getByRole('textbox', { name: 'Length (ft)' })).toHaveAttribute('aria-invalid', 'true')
    expect(submitToOutbox).not.toHaveBeenCalled()
  })

  it('asks for a phone number with its area code', async () => {
    renderWithMantine(<QuoteForm />)
    fillValidQuote()
    type('Phone', '555-0100')
    fireEvent.blur(screen.getByRole('textbox', { name: 'Phone' }))
    submit()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/Please enter a valid phone number/))
    expect(submitToOutbox).not.toHaveBeenCalled()
  })

  it("starts with a signed-in user's contact details and the load fields empty", () => {
    renderWithMantine(<QuoteForm contact={{ name: 'Casey Carrier', email: 'casey@example.com', phone: '9375550100' }} />)
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Casey Carrier')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('casey@example.com')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9375550100')
    expect(screen.getByRole('textbox', { name: 'Origin' })).toHaveValue('')
  })

  it('classifies the load while the visitor types, and tells screen readers only the class', async () => {
    renderWithMantine(<QuoteForm />)
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    expect(screen.getByText(/Enter the dimensions and weight/)).toBeInTheDocument()
    type('Width (ft)', '12')
    // The guide's texts are fetched with the first size typed.
    await waitFor(() => expect(status).toHaveTextContent(/^Load class estimate: Oversize load$/))
    type('Width (ft)', '12.5')
    expect(status).toHaveTextContent(/^Load class estimate: Oversize load$/)
    type('Load weight (lb)', '150000')
    expect(status).toHaveTextContent(/^Load class estimate: Super heavy$/)
    expect(screen.getByText(/dispatch confirms/)).toBeInTheDocument()
  })

  it('sends the quote with its load class, then shows its receipt until another is requested', async () => {
    submitToOutbox.mockResolvedValue({ kind: 'sent' })
    renderWithMantine(<QuoteForm />)
    fillValidQuote()
    submit()

    expect(await screen.findByRole('heading', { name: 'Quote request received' })).toHaveFocus()
    expect(submitToOutbox.mock.calls[0]![0]).toMatchObject({
      collection: 'quotes',
      title: 'Quote: Dayton, OH to Houston, TX',
      fields: { customer_name: 'Dana Shipper', length: 60.5, width: 12, weight_lb: 0, notes: null, load_class: 'oversize' },
    })
    const { entryId } = submitToOutbox.mock.calls[0]![1] as { entryId: string }
    expect(screen.getByText(entryId)).toBeInTheDocument()
    expect(screen.getByText(/within 24 hours with a detailed quote/)).toBeInTheDocument()
    const sent = screen.getAllByRole('definition').map((line) => line.textContent)
    for (const shown of ['Dayton, OH → Houston, TX', 'RGN', '60.5 × 12 × 11 ft', 'Dana Shipper · dana@example.com · 9375550100']) {
      expect(sent).toContain(shown)
    }
    const route = screen.getAllByRole('definition')[0]!
    expect([...route.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['Dayton, OH', 'Houston, TX'])

    fireEvent.click(screen.getByRole('button', { name: 'Request another quote' }))
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('')
  })

  it('tells plainly, in place of the form, that an offline quote is saved and will be sent', async () => {
    submitToOutbox.mockResolvedValue({ kind: 'saved', reason: 'offline' })
    renderWithMantine(<QuoteForm />)
    fillValidQuote()
    submit()
    expect(await screen.findByRole('heading', { name: 'Saved — will be sent' })).toBeInTheDocument()
    expect(
      screen.getByText(/You're offline. Your quote request is saved on this device and will be sent automatically when you're back online./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See what is waiting' })).toHaveAttribute('href', '/outbox')
  })

  it('shows a refusal next to its field, keeps every value, and clears it once edited', async () => {
    submitToOutbox.mockResolvedValue({
      kind: 'rejected',
      entryId: 'refused00000000',
      rejection: { message: 'Failed to create record.', fieldErrors: { origin: 'We do not serve this origin.' } },
    })
    renderWithMantine(<QuoteForm />)
    fillValidQuote()
    submit()

    const origin = screen.getByRole('textbox', { name: 'Origin' })
    await waitFor(() => expect(origin).toHaveAccessibleDescription('We do not serve this origin.'))
    expect(notify.notifyError).toHaveBeenCalledWith('Error', 'Failed to submit quote request. Please try again.')
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dana Shipper')

    fireEvent.change(origin, { target: { value: 'Dayton, OH North' } })
    expect(origin).not.toHaveAttribute('aria-invalid', 'true')
    submitToOutbox.mockResolvedValue({ kind: 'sent' })
    submit()
    await waitFor(() => expect(submitToOutbox).toHaveBeenCalledTimes(2))
    expect(submitToOutbox.mock.calls[1]![1]).toMatchObject({ entryId: 'refused00000000' })
    expect(screen.queryByText('We do not serve this origin.')).toBeNull()
    await waitFor(() => expect(notify.dismissToasts).toHaveBeenCalledOnce())
  })

  it('has its own heading and reply note in full, and neither on a card', () => {
    const { unmount } = renderWithMantine(<QuoteForm />)
    expect(screen.getByRole('heading', { level: 3, name: 'Request a Quote' })).toBeInTheDocument()
    expect(screen.getByText('Responses typically come within 24 hours or less.')).toBeInTheDocument()
    unmount()
    renderWithMantine(<QuoteForm variant="simplified" />)
    expect(screen.queryByRole('heading', { name: 'Request a Quote' })).toBeNull()
  })

  it('keeps a size as typed and says next to it what is wrong, rather than changing it', async () => {
    renderWithMantine(<QuoteForm />)
    const cases = [
      ['Length (ft)', '-5', 'Must be more than 0 and at most 500 ft'],
      ['Width (ft)', '1e2', 'Enter a number, e.g. 12.5'],
      ['Height (ft)', '99.99', 'Round to 1 decimal place'],
      ['Load weight (lb)', '12,5', 'Enter a number, e.g. 150,000'],
    ] as const
    for (const [name, typed, message] of cases) {
      typeAndLeave(name, typed)
      await waitFor(() => expect(field(name)).toHaveAccessibleDescription(new RegExp(message)))
      expect(field(name)).toHaveValue(typed)
    }
  })

  it('reads a decimal comma in a size, and groups the weight without changing its text when tabbed into', () => {
    renderWithMantine(<QuoteForm />)
    typeAndLeave('Length (ft)', '12,5')
    expect(field('Length (ft)')).toHaveValue('12.5')
    expect(field('Length (ft)')).not.toHaveAttribute('aria-invalid', 'true')

    typeAndLeave('Load weight (lb)', '150000')
    expect(field('Load weight (lb)')).toHaveValue('150,000')
    // The same text once focused: the browser's select-all on Tab stands, and typing replaces it.
    fireEvent.focus(field('Load weight (lb)'))
    expect(field('Load weight (lb)')).toHaveValue('150,000')
    type('Load weight (lb)', '90000')
    expect(field('Load weight (lb)')).toHaveValue('90000')
  })

  it('brings back what was typed after a reload, and forgets it once the quote is sent', async () => {
    const { unmount } = renderWithMantine(<QuoteForm />)
    fillValidQuote()
    type('Notes', 'Crane on site')
    unmount()

    renderWithMantine(<QuoteForm />)
    expect(field('Full Name')).toHaveValue('Dana Shipper')
    expect(field('Length (ft)')).toHaveValue('60.5')
    expect(field('Notes')).toHaveValue('Crane on site')
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid', 'true')

    submitToOutbox.mockResolvedValue({ kind: 'saved', reason: 'offline' })
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Request another quote' }))
    expect(field('Notes')).toHaveValue('')
    cleanup()
    renderWithMantine(<QuoteForm />)
    expect(field('Full Name')).toHaveValue('')
  })

  it("keeps a signed-in user's contact details under a draft typed before signing in", () => {
    const { unmount } = renderWithMantine(<QuoteForm />)
    type('Notes', 'Crane on site')
    unmount()
    renderWithMantine(<QuoteForm contact={{ name: 'Casey Carrier', email: 'casey@example.com', phone: '9375550100' }} />)
    expect(field('Full Name')).toHaveValue('Casey Carrier')
    expect(field('Notes')).toHaveValue('Crane on site')
  })
})
