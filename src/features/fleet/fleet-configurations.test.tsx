import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { toFleetView } from './fleet-view'

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children: ReactNode }) => <a href={props.to}>{props.children}</a> }))

const { FleetConfigurations } = await import('./fleet-configurations')

afterEach(cleanup)

describe('FleetConfigurations', () => {
  it('gives each available vehicle its tab, two with the same axle count too', () => {
    const fleet = [
      toFleetView({ id: 'a', name: 'Lowboy A', axle_count: 5 }),
      toFleetView({ id: 'b', name: 'Lowboy B', axle_count: 5 }),
      toFleetView({ id: 'c', name: '7-Axle RGN', axle_count: 7 }),
    ]
    renderWithMantine(<FleetConfigurations fleet={fleet} />)

    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['5-Axle Lowboy A', '5-Axle Lowboy B', '7-Axle'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Lowboy A')

    fireEvent.click(tabs[1]!)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Lowboy B')
  })
})
