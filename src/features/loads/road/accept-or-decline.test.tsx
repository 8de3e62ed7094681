import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { AcceptOrDecline } from './accept-or-decline'

afterEach(cleanup)

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('AcceptOrDecline', { timeout: 30_000 }, () => {
  it('goes back from Decline to the choice with Cancel, focus following', async () => {
    const onDecline = vi.fn()
    renderWithMantine(<AcceptOrDecline busy={null} onAccept={vi.fn()} onDecline={onDecline} />)
    click('Decline')
    const reason = screen.getByRole('textbox', { name: 'Reason (optional)' })
    await waitFor(() => expect(reason).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    fireEvent.change(reason, { target: { value: 'Booked' } })

    click('Cancel')
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus())
    expect(onDecline).not.toHaveBeenCalled()

    click('Decline')
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('')
  })

  it('asks for a reason when one is required, and sends it trimmed', () => {
    const onDecline = vi.fn()
    renderWithMantine(<AcceptOrDecline reasonRequired="Say why you decline this load" busy={null} onAccept={vi.fn()} onDecline={onDecline} />)
    click('Decline')
    click('Send decline')
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why you decline this load')
    expect(onDecline).not.toHaveBeenCalled()

    click('Cancel')
    click('Decline')
    expect(screen.getByRole('textbox', { name: 'Reason' })).not.toHaveAccessibleDescription('Say why you decline this load')
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: ' Hours of service ' } })
    click('Send decline')
    expect(onDecline).toHaveBeenCalledWith('Hours of service')
  })

  it('accepts by its own name, and does not move focus on its own', () => {
    const onAccept = vi.fn()
    renderWithMantine(<AcceptOrDecline acceptName="Accept the escort of Dayton, OH → Gary, IN" busy={null} onAccept={onAccept} onDecline={vi.fn()} />)
    expect(document.body).toHaveFocus()
    click('Accept the escort of Dayton, OH → Gary, IN')
    expect(onAccept).toHaveBeenCalledOnce()
  })

  it('keeps a reason being typed over a reload, until the decline is sent', async () => {
    const props = { busy: null, onAccept: vi.fn(), keepReasonAs: 'decline-load:test' } as const
    const first = renderWithMantine(<AcceptOrDecline {...props} onDecline={vi.fn()} />)
    click('Decline')
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Tires worn' } })
    first.unmount()

    const onDecline = vi.fn(() => Promise.resolve(true))
    const second = renderWithMantine(<AcceptOrDecline {...props} onDecline={onDecline} />)
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Tires worn')
    click('Send decline')
    expect(onDecline).toHaveBeenCalledWith('Tires worn')
    await waitFor(() => expect(sessionStorage.getItem('ironbridge:form-draft:decline-load:test')).toBeNull())
    second.unmount()

    renderWithMantine(<AcceptOrDecline {...props} onDecline={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
  })
})
