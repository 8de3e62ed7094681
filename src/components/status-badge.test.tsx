import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { StatusBadge, type StatusLook } from './status-badge'

const statuses: Record<'new' | 'retired', StatusLook> = {
  new: { label: 'New', color: 'yellow.4' },
  retired: { label: 'Retired', color: 'steel.8', variant: 'outline' },
}

afterEach(cleanup)

describe('StatusBadge', () => {
  it("shows a known value's label, read out as a status", () => {
    renderWithMantine(<StatusBadge value="new" statuses={statuses} />)
    const badge = screen.getByText('New').closest('[data-status]')
    expect(badge).toHaveAttribute('data-status', 'new')
    expect(badge).toHaveTextContent('Status: New')
    expect(badge).toHaveAttribute('data-variant', 'filled')
    expect(badge?.getAttribute('style')).toContain('yellow-4')
  })

  it("uses the look's variant when it has one", () => {
    renderWithMantine(<StatusBadge value="retired" statuses={statuses} />)
    expect(screen.getByText('Retired').closest('[data-status]')).toHaveAttribute('data-variant', 'outline')
  })

  it('shows an unknown value as it is, on a neutral badge', () => {
    renderWithMantine(<StatusBadge value="on_hold" statuses={statuses} />)
    const badge = screen.getByText('on_hold').closest('[data-status]')
    expect(badge).toHaveTextContent('Status: on_hold')
    expect(badge).toHaveAttribute('data-variant', 'outline')
    expect(badge?.getAttribute('style')).toContain('gray-7')
  })

  it('does not take a property every object has for a status', () => {
    renderWithMantine(<StatusBadge value="constructor" statuses={statuses} />)
    expect(screen.getByText('constructor').closest('[data-status]')).toHaveTextContent('Status: constructor')
  })
})
