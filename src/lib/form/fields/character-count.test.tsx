import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { useAppForm } from '../app-form'
import { limitNotice } from './character-count'

function NotesForm({ max }: { max: number }) {
  const form = useAppForm({ defaultValues: { notes: '' } })
  return (
    <form.AppField name="notes">{(f) => <f.TextareaField label="Notes" minRows={2} maxRows={12} maxCharacters={max} />}</form.AppField>
  )
}

const typeNotes = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value } })
const liveRegion = () => document.querySelector('[aria-live="polite"]')

afterEach(cleanup)

describe('a long text with its character count', { timeout: 30_000 }, () => {
  it('counts as it is typed, against the limit, with thousands grouped', () => {
    renderWithMantine(<NotesForm max={5000} />)
    expect(screen.getByText(/^0 \/ 5,000/)).toHaveTextContent('0 / 5,000 characters')
    typeNotes('x'.repeat(1234))
    expect(screen.getByText(/^1,234 \/ 5,000/)).toBeInTheDocument()
  })

  it('tells screen readers only as the limit nears, once for each stretch, not on every key', () => {
    renderWithMantine(<NotesForm max={100} />)
    expect(liveRegion()).toHaveTextContent(/^$/)
    typeNotes('x'.repeat(89))
    expect(liveRegion()).toHaveTextContent(/^$/)
    typeNotes('x'.repeat(90))
    expect(liveRegion()).toHaveTextContent('Nearing the limit of 100 characters')
    typeNotes('x'.repeat(95))
    expect(liveRegion()).toHaveTextContent('Nearing the limit of 100 characters')
    typeNotes('x'.repeat(100))
    expect(liveRegion()).toHaveTextContent('Limit of 100 characters reached')
    typeNotes('x'.repeat(101))
    expect(liveRegion()).toHaveTextContent('Over the limit of 100 characters')
    expect(screen.getByText(/^101 \/ 100/)).toHaveAttribute('data-over', 'true')
  })

  it('grows with its text up to its most rows, then scrolls', () => {
    renderWithMantine(<NotesForm max={5000} />)
    expect(screen.getByRole('textbox', { name: 'Notes' }).style.maxHeight).toContain('12lh')
  })
})

describe('limitNotice', () => {
  it('is silent until the last tenth, and groups thousands', () => {
    expect(limitNotice(4499, 5000)).toBe('')
    expect(limitNotice(4500, 5000)).toBe('Nearing the limit of 5,000 characters')
    expect(limitNotice(5000, 5000)).toBe('Limit of 5,000 characters reached')
    expect(limitNotice(6000, 5000)).toBe('Over the limit of 5,000 characters')
  })
})
