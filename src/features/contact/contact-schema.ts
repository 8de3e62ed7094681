import * as v from 'valibot'
import { LONG_TEXT_MAX_LENGTH } from '../../lib/form/long-texts'
import { optionalPhone } from '../../lib/form/schema-parts'
import type { FieldValue } from '../../lib/outbox/outbox-entry'

const MESSAGE_MAX_LENGTH = LONG_TEXT_MAX_LENGTH.contact_messages.message

/** The spec's rules and messages (public-site.md §5), which the server also answers with. */
export const contactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Name must be at least 2 characters'), v.maxLength(100, 'Must be at most 100 characters')),
  email: v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address')),
  phone: optionalPhone(),
  subject: v.pipe(v.string(), v.trim(), v.minLength(5, 'Subject must be at least 5 characters'), v.maxLength(200, 'Must be at most 200 characters')),
  message: v.pipe(v.string(), v.trim(), v.minLength(10, 'Message must be at least 10 characters'), v.maxLength(MESSAGE_MAX_LENGTH, `Must be at most ${MESSAGE_MAX_LENGTH} characters`)),
})

export type ContactValues = v.InferInput<typeof contactSchema>

export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' }

export function contactRecordFields(values: ContactValues): Record<string, FieldValue> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  }
}

export function contactValuesFrom(fields: Record<string, FieldValue>): ContactValues {
  const text = (name: keyof ContactValues) => (typeof fields[name] === 'string' ? fields[name] : '')
  return { name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), message: text('message') }
}
