import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { useAppForm } from '../app-form'
import { FileField } from './file-field'

function ResumeForm({ required }: { required: boolean }) {
  const form = useAppForm({ defaultValues: { resume: null as File | null } })
  return <form.AppField name="resume">{() => <FileField label="Resume" required={required} />}</form.AppField>
}

afterEach(cleanup)

describe('FileField', () => {
  it('marks a required file once: an asterisk to see, "required" in the name screen readers hear', () => {
    renderWithMantine(<ResumeForm required />)
    expect(screen.getByRole('button', { name: 'Resume (required)' })).toBeInTheDocument()
    expect(screen.getByText('Resume').closest('label')).toHaveTextContent(/^Resume \*$/)
  })

  it('names an optional file by its label alone', () => {
    renderWithMantine(<ResumeForm required={false} />)
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument()
  })
})
