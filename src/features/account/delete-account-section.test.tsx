import { cleanup, fireEvent, screen } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'
import { DeleteAccountSection } from './delete-account-section'

afterEach(cleanup)

const REFUSAL = 'You still have loads assigned: ask dispatch to reassign them before deleting your account.'

describe('DeleteAccountSection', { timeout: 30_000 }, () => {
  it('shows the server’s reason when the account cannot be deleted, and stays signed in', async () => {
    const refused = new ClientResponseError({ status: 400, response: { status: 400, message: REFUSAL, data: {} } })
    const pb = { collection: () => ({ delete: vi.fn().mockRejectedValue(refused) }) } as unknown as TypedPocketBase
    const onDeleted = vi.fn()
    renderWithMantine(<DeleteAccountSection pb={pb} user={{ id: 'driver123456789' } as UserRecord} isAdmin={false} onDeleted={onDeleted} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument()
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
