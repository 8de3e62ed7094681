import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { ConfirmButton } from './confirm-button'
import { useConfirm } from './confirm-dialog'

afterEach(cleanup)

function deferred() {
  let resolve: () => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

async function renderDeleteButton(onConfirm: () => Promise<unknown>, failureMessage?: string) {
  renderWithMantine(
    <ConfirmButton
      title="Delete Quote"
      message="Are you sure you want to delete this quote from Dana Reyes? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      failureMessage={failureMessage}
    >
      Delete quote
    </ConfirmButton>,
  )
  const trigger = screen.getByRole('button', { name: 'Delete quote' })
  trigger.focus()
  fireEvent.click(trigger)
  return { trigger, dialog: await screen.findByRole('dialog', { name: 'Delete Quote' }) }
}

// Mantine in jsdom is slow to render on a busy machine.
describe('ConfirmButton', { timeout: 30_000 }, () => {
  it('asks, waits for the action with Cancel disabled and Escape ignored, then closes and gives focus back', async () => {
    const action = deferred()
    const { trigger, dialog } = await renderDeleteButton(() => action.promise)
    expect(dialog).toHaveTextContent('Are you sure you want to delete this quote from Dana Reyes? This action cannot be undone.')

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Delete Quote' })).toBeInTheDocument()

    await act(() => {
      action.resolve()
      return action.promise
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('stays open and says why when the action fails, and can be tried again', async () => {
    let attempts = 0
    await renderDeleteButton(() => (++attempts === 1 ? Promise.reject(new Error('The quote is locked.')) : Promise.resolve()))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote is locked.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("shows the page's own failure text when given one, and nothing for a cancelled request", async () => {
    const failure = deferred()
    await renderDeleteButton(() => failure.promise, 'Failed to delete quote.')
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await act(() => {
      failure.reject(new Error('500'))
      return failure.promise.catch(() => {})
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete quote.')
    cleanup()

    await renderDeleteButton(() => Promise.reject(new ClientResponseError({ isAbort: true })))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

function RowActions() {
  const { confirm, dialog } = useConfirm()
  const ask = (name: string) => () =>
    confirm({ title: 'Delete Application', message: `Delete the application from ${name}?`, confirmLabel: 'Delete', onConfirm: () => {} })
  return (
    <>
      <button onClick={ask('Lee')}>Delete Lee</button>
      <button onClick={ask('Kim')}>Delete Kim</button>
      {dialog}
    </>
  )
}

describe('useConfirm', { timeout: 30_000 }, () => {
  it('asks the question of the row it was opened from, and closes on Escape', async () => {
    renderWithMantine(<RowActions />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Application' })
    expect(dialog).toHaveTextContent('Delete the application from Kim?')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('gives focus back to the button it was opened from, the first time too', async () => {
    renderWithMantine(<RowActions />)
    const trigger = screen.getByRole('button', { name: 'Delete Lee' })
    trigger.focus()
    fireEvent.click(trigger)
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Application' })).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })
})

/** `removeAfterMs` from the action's start; the action answers after `answerAfterMs`. */
function DeletableRows({ removeAfterMs = 0, answerAfterMs = 0 }: { removeAfterMs?: number; answerAfterMs?: number }) {
  const [names, setNames] = useState(['Lee', 'Kim', 'Ray'])
  const { confirm, dialog } = useConfirm()
  const ask = (name: string) => () =>
    confirm({
      title: 'Delete Application',
      message: `Delete the application from ${name}?`,
      confirmLabel: 'Delete',
      // As a realtime event does, the row may go before the answer or some time after it.
      onConfirm: () => {
        setTimeout(() => setNames((all) => all.filter((each) => each !== name)), removeAfterMs)
        return new Promise((resolve) => setTimeout(resolve, answerAfterMs))
      },
    })
  return (
    <main>
      {names.map((name) => (
        <p key={name}>
          <button onClick={ask(name)}>Delete {name}</button>
          <a href={`#${name}`}>Open {name}</a>
        </p>
      ))}
      {dialog}
    </main>
  )
}

describe('a confirmed delete that takes its row away', { timeout: 30_000 }, () => {
  it.each([
    { removeAfterMs: 0, answerAfterMs: 200 },
    { removeAfterMs: 400, answerAfterMs: 0 },
    { removeAfterMs: 3500, answerAfterMs: 0 },
  ])('gives focus to the next row, not the top of the page (row gone after $removeAfterMs ms, answer after $answerAfterMs ms)', async ({ removeAfterMs, answerAfterMs }) => {
    renderWithMantine(<DeletableRows removeAfterMs={removeAfterMs} answerAfterMs={answerAfterMs} />)
    const trigger = screen.getByRole('button', { name: 'Delete Kim' })
    trigger.focus()
    fireEvent.click(trigger)
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Application' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Kim' })).not.toBeInTheDocument(), { timeout: removeAfterMs + 2000 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Ray' })).toHaveFocus())
  })
})
