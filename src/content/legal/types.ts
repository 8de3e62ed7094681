export interface LegalSection {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  /** Text after the list, when a section needs it. */
  after?: readonly string[]
  /** A related legal page, linked at the end of the section. */
  seeAlso?: { to: '/privacy' | '/terms'; label: string }
  /** Where the page puts controls of its own, after the list (LegalDocumentPage's `slots`). */
  slot?: string
}

/** A legal page: a title, its effective date, an introduction and numbered sections. */
export interface LegalDocument {
  title: string
  summary: string
  effectiveDate: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}
