/** One line of what was sent, e.g. `{ label: 'Route', value: 'Dayton, OH → Houston, TX', places: ['Dayton, OH', 'Houston, TX'] }`. */
export interface ReceiptLine {
  label: string
  value: string
  /** When the line is a route: its places, each shown in its own direction. */
  places?: readonly string[]
}

/** What a form shows in its place once a submission has been sent, or saved to be sent later. */
export interface Receipt {
  /** The record id: the reference the company finds the submission by, the same once it arrives. */
  reference: string
  outcome: 'sent' | 'saved'
  /** Why it was saved for later rather than sent. */
  savedReason: 'offline' | 'unreachable' | null
  summary: ReceiptLine[]
  /** When it was submitted (ms since the epoch). */
  submittedAt: number
}

/** A form's words for its receipt. */
export interface ReceiptTexts {
  /** "Quote request received" */
  heading: string
  /** When to expect a reply: "We'll get back to you within 24 hours with a detailed quote." */
  reply: string
  /** The button that brings back an empty form: "Request another quote". */
  again: string
}

/** The lines of a summary that have a value; e.g. an optional field left empty is left out. */
export function givenLines(lines: ReceiptLine[]): ReceiptLine[] {
  return lines.filter((line) => line.value.trim() !== '')
}
