import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'

vi.mock('../road/road-actions', () => ({ sendProofOfDelivery: vi.fn() }))
// The real pad needs a canvas that jsdom has not: this one "draws" on a click.
vi.mock('../road/signature-field', () => ({
  SignatureField: ({ onChange, error }: { onChange: (signature: Blob | null) => void; error?: string | null }) => (
    <div>
      <button type="button" onClick={() => onChange(new Blob(['signature'], { type: 'image/png' }))}>
        Draw a signature
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
}))

const { ProofOfDelivery } = await import('./proof-of-delivery')

afterEach(cleanup)

describe('ProofOfDelivery', { timeout: 30_000 }, () => {
  it('drops the missing-signature error once the receiver signs, before any new save', () => {
    const send = { busy: null, run: vi.fn() }
    renderWithMantine(<ProofOfDelivery loadId="load1234567890a" send={send} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save proof of delivery' }))
    expect(screen.getByText('The receiver signs here')).toBeInTheDocument()
    expect(screen.getByText('Take a photo of the signed paperwork')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Draw a signature' }))
    expect(screen.queryByText('The receiver signs here')).not.toBeInTheDocument()
    expect(screen.getByText('Take a photo of the signed paperwork')).toBeInTheDocument()
    expect(send.run).not.toHaveBeenCalled()
  })
})
