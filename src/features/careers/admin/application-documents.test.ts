import { describe, expect, it } from 'vitest'
import { applicationDocuments, extensionOf } from './application-documents'

describe('applicationDocuments', () => {
  it('saves the resume as resume.<ext>, the CDL as cdl.<ext>, the others under their original names', () => {
    const documents = applicationDocuments({
      resume: 'sam_ortega_resume_k3j2h1g0f9.PDF',
      cdl_document: 'cdl_front_a1b2c3d4e5.png',
      other_documents: ['reference_letter_x1y2z3.pdf', 'medical_card_q9w8e7.jpg'],
      other_document_names: ['Reference letter.pdf', 'medical card.jpg'],
    })
    expect(documents.map(({ kind, label, saveAs }) => [kind, label, saveAs])).toEqual([
      ['resume', 'Resume', 'resume.pdf'],
      ['cdl', 'CDL', 'cdl.png'],
      ['other', 'Reference letter.pdf', 'Reference letter.pdf'],
      ['other', 'medical card.jpg', 'medical card.jpg'],
    ])
    expect(documents.map(({ storedName }) => storedName)).toEqual([
      'sam_ortega_resume_k3j2h1g0f9.PDF',
      'cdl_front_a1b2c3d4e5.png',
      'reference_letter_x1y2z3.pdf',
      'medical_card_q9w8e7.jpg',
    ])
  })

  it('leaves out what was not sent, and keeps the stored name where the original is unknown', () => {
    const documents = applicationDocuments({
      resume: 'resume_k3j2h1g0f9.docx',
      cdl_document: '',
      other_documents: ['old_scan_abc123.pdf', 'second_def456.png'],
      other_document_names: ['  '],
    })
    expect(documents.map(({ saveAs }) => saveAs)).toEqual(['resume.docx', 'old_scan_abc123.pdf', 'second_def456.png'])
  })

  it('reads the extension after the last dot only', () => {
    expect(extensionOf('my.resume_abc.Doc')).toBe('doc')
    expect(extensionOf('noextension')).toBe('')
    expect(extensionOf('.hidden')).toBe('')
  })
})
