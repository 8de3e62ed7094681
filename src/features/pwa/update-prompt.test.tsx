import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { markClean, markDirty } from '../../lib/unsaved-changes'
import { UpdatePrompt } from './update-prompt'
import type { AppUpdate } from './use-app-update'

function renderPrompt(isUpdateReady = true) {
  const update: AppUpdate = { isUpdateReady, reload: vi.fn(), dismiss: vi.fn() }
  renderWithMantine(<UpdatePrompt update={update} />)
  return update
}

afterEach(() => {
  cleanup()
  markClean('quote')
})

describe('UpdatePrompt', { timeout: 30_000 }, () => {
  it('stays away until a new version is ready', () => {
    renderPrompt(false)
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument()
  })

  it('reloads onto the new version only when the visitor chooses Reload', () => {
    const update = renderPrompt()
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available')
    expect(update.reload).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(update.reload).toHaveBeenCalledOnce()
  })

  it('Later puts the prompt away', () => {
    const update = renderPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(update.dismiss).toHaveBeenCalledOnce()
    expect(update.reload).not.toHaveBeenCalled()
  })

  it('asks first when a form holds unsaved input, and keeps the page if the visitor says so', async () => {
    markDirty('quote')
    const update = renderPrompt()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    const question = await screen.findByRole('dialog', { name: 'Reload and lose what you typed?' })
    expect(update.reload).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await vi.waitFor(() => expect(question).not.toBeInTheDocument())
    expect(update.reload).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Reload anyway' }))
    expect(update.reload).toHaveBeenCalledOnce()
  })
})
