/**
 * The most characters of each long text a public form sends, as its collection takes it
 * (pb_migrations; tests/integration/schema.test.ts holds the two equal): the form's schema
 * refuses more, and the field counts up to it, e.g. `LONG_TEXT_MAX_LENGTH.quotes.notes`.
 */
export const LONG_TEXT_MAX_LENGTH = {
  quotes: { notes: 5000 },
  contact_messages: { message: 5000 },
  job_applications: { cover_letter: 5000 },
} as const

/** How tall a long text grows before it scrolls: a phone's screen holds it and the form around it. */
export const LONG_TEXT_MAX_ROWS = 12
