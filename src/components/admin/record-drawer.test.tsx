import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import type { OpenedRecord } from '../../lib/realtime/use-opened-record'
import { RecordDrawer } from './record-drawer'

interface Truck {
  id: string
  name: string
}

function renderDrawer(opened: OpenedRecord<Truck>) {
  const onRetry = vi.fn()
  renderWithMantine(
    <RecordDrawer opened={opened} title="Truck" notFound="This truck is gone." readFailed="Failed to fetch the truck." onClose={() => {}} onRetry={onRetry}>
      {(truck) => <p>Unit {truck.name}</p>}
    </RecordDrawer>,
  )
  return { onRetry }
}

describe('RecordDrawer', () => {
  afterEach(cleanup)

  it('shows the record once it is ready', async () => {
    renderDrawer({ state: 'ready', record: { id: 'a', name: 'Lowboy 7' } })
    expect(await screen.findByRole('dialog', { name: 'Truck' })).toBeTruthy()
    expect(screen.getByText('Unit Lowboy 7')).toBeTruthy()
  })

  it('says it is loading, then that the record is gone', async () => {
    renderDrawer({ state: 'loading' })
    expect((await screen.findByRole('status')).textContent).toBe('Loading...')
    cleanup()
    renderDrawer({ state: 'missing' })
    expect(await screen.findByText('This truck is gone.')).toBeTruthy()
  })

  it('offers Retry when the record could not be read', async () => {
    const { onRetry } = renderDrawer({ state: 'error' })
    expect(await screen.findByText('Failed to fetch the truck.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('is closed when no record is open', () => {
    renderDrawer({ state: 'closed' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
