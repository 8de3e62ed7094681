import { Drawer, Modal } from '@mantine/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'

afterEach(cleanup)

// Mantine in jsdom is slow to render on a busy machine.
describe('dialogs in the theme', { timeout: 30_000 }, () => {
  it('gives a modal no banner landmark of its own', async () => {
    renderWithMantine(
      <Modal opened onClose={() => {}} title="Apply for Heavy Haul Driver">
        Form
      </Modal>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Heavy Haul Driver' })
    expect(dialog.querySelector('header')).toBeNull()
  })

  it('gives a drawer no banner landmark of its own', async () => {
    renderWithMantine(
      <Drawer opened onClose={() => {}} title="Menu">
        Links
      </Drawer>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(dialog.querySelector('header')).toBeNull()
  })
})
