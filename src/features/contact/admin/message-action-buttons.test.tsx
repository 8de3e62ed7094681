import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { MessageRowActions } from './message-action-buttons'
import type { MessageRow } from './message-calls'
import type { MessageActions } from './use-message-actions'

const message = (fields: Partial<MessageRow>) =>
  ({ id: 'm1', name: 'Lee Carter', email: 'lee@customer.test', subject: 'Permit question', status: 'new', ...fields }) as MessageRow

function fakeActions(): MessageActions {
  return {
    changeStatus: vi.fn(() => Promise.resolve(undefined)),
    markRead: vi.fn(() => Promise.resolve(undefined)),
    remove: vi.fn(),
    isPending: () => false,
    dialog: null,
  }
}

const controlNames = () => [...screen.getAllByRole('link'), ...screen.getAllByRole('button')].map((control) => control.textContent)

afterEach(cleanup)

describe('the actions of a message in the inbox', { timeout: 30_000 }, () => {
  it('offer Reply, Mark read and Archive while new', () => {
    const actions = fakeActions()
    renderWithMantine(<MessageRowActions message={message({})} actions={actions} />)
    expect(controlNames()).toEqual(['Reply (Lee Carter)', 'Mark read (Lee Carter)', 'Archive (Lee Carter)', ''])
    expect(screen.getByRole('link', { name: 'Reply (Lee Carter)' })).toHaveAttribute(
      'href',
      'mailto:lee@customer.test?subject=Re%3A%20Permit%20question',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Archive (Lee Carter)' }))
    expect(actions.changeStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), 'archived')
  })

  it('offer Archive once read, and Unarchive (back to read) once archived', () => {
    const actions = fakeActions()
    renderWithMantine(<MessageRowActions message={message({ status: 'read' })} actions={actions} />)
    expect(controlNames()).toEqual(['Reply (Lee Carter)', 'Archive (Lee Carter)', ''])
    cleanup()

    renderWithMantine(<MessageRowActions message={message({ status: 'archived' })} actions={actions} />)
    expect(controlNames()).toEqual(['Reply (Lee Carter)', 'Unarchive (Lee Carter)', ''])
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive (Lee Carter)' }))
    expect(actions.changeStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), 'read')
  })

  it('ask before deleting', () => {
    const actions = fakeActions()
    renderWithMantine(<MessageRowActions message={message({})} actions={actions} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete message from Lee Carter' }))
    expect(actions.remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), undefined)
  })
})
