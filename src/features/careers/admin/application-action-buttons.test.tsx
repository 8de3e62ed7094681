import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { ApplicationRowActions } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import type { ApplicationActions } from './use-application-actions'

const application = (fields: Partial<ApplicationRow>) =>
  ({
    id: 'a1',
    first_name: 'Sam',
    last_name: 'Ortega',
    resume: 'resume_k3j2h1.pdf',
    cdl_document: '',
    other_documents: ['letter_x1y2.pdf'],
    other_document_names: ['Letter.pdf'],
    status: 'new',
    ...fields,
  }) as ApplicationRow

function fakeActions(): ApplicationActions {
  return {
    changeStatus: vi.fn(() => Promise.resolve(undefined)),
    remove: vi.fn(),
    download: vi.fn(() => Promise.resolve(true)),
    isPending: () => false,
    dialog: null,
  }
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent)

afterEach(cleanup)

describe('the actions of an application in the list', { timeout: 30_000 }, () => {
  it('offer Mark reviewed only while new, with the resume and delete', () => {
    const actions = fakeActions()
    renderWithMantine(<ApplicationRowActions application={application({})} actions={actions} />)
    expect(buttonNames()).toEqual(['Mark reviewed (Sam Ortega)', 'Resume (Sam Ortega)', ''])
    fireEvent.click(screen.getByRole('button', { name: 'Mark reviewed (Sam Ortega)' }))
    expect(actions.changeStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }), 'reviewed')
    fireEvent.click(screen.getByRole('button', { name: 'Delete application from Sam Ortega' }))
    expect(actions.remove).toHaveBeenCalledOnce()
  })

  it('offer Interview, Hired and Rejected once reviewed, and the CDL when there is one', () => {
    renderWithMantine(<ApplicationRowActions application={application({ status: 'reviewed', cdl_document: 'cdl_a1.png' })} actions={fakeActions()} />)
    expect(buttonNames()).toEqual([
      'Interview (Sam Ortega)',
      'Hired (Sam Ortega)',
      'Rejected (Sam Ortega)',
      'Resume (Sam Ortega)',
      'CDL (Sam Ortega)',
      '',
    ])
  })

  it.each(['interview', 'hired', 'rejected'] as const)('offer no move once %s', (status) => {
    renderWithMantine(<ApplicationRowActions application={application({ status })} actions={fakeActions()} />)
    expect(buttonNames()).toEqual(['Resume (Sam Ortega)', ''])
  })

  it('download the resume under its proper name', () => {
    const actions = fakeActions()
    renderWithMantine(<ApplicationRowActions application={application({})} actions={actions} />)
    fireEvent.click(screen.getByRole('button', { name: 'Resume (Sam Ortega)' }))
    expect(actions.download).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }), expect.objectContaining({ saveAs: 'resume.pdf' }))
  })
})
