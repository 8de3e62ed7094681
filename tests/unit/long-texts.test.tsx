import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from './render-with-mantine'

vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children: ReactNode }) => <a href={props.to}>{props.children}</a> }))

const { QuoteForm } = await import('../../src/features/quotes/quote-form')
const { ContactForm } = await import('../../src/features/contact/contact-form')
const { JobApplicationForm } = await import('../../src/features/careers/job-application-form')

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

// The quote notes, the contact message and the cover letter: the server takes 5,000 characters of each.
describe.each([
  ['the quote form', () => <QuoteForm />, 'Notes'],
  ['the contact form', () => <ContactForm />, 'Message'],
  ['the job application', () => <JobApplicationForm position="CDL Truck Driver" />, 'Cover Letter'],
])('%s', { timeout: 30_000 }, (_form, form, label) => {
  it(`counts the characters of ${label} against the server's limit, and scrolls past 12 lines`, () => {
    renderWithMantine(form())
    const field = screen.getByRole('textbox', { name: label })
    expect(screen.getByText(/^0 \/ 5,000/)).toBeInTheDocument()
    fireEvent.change(field, { target: { value: 'Escort needed through Indiana. '.repeat(40) } })
    expect(screen.getByText(/^1,240 \/ 5,000/)).toBeInTheDocument()
    expect(field.style.maxHeight).toContain('12lh')
  })
})
