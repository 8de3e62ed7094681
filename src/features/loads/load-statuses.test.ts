import { describe, expect, it } from 'vitest'
import { documentName } from './load-statuses'

describe('documentName', () => {
  it('names the kind and the title', () => {
    expect(documentName({ kind: 'permit', title: 'Ohio permit', file: 'ohio_x1.pdf' })).toBe('Permit: Ohio permit')
  })

  it('says a title that only repeats the kind once', () => {
    expect(documentName({ kind: 'proof_of_delivery', title: 'Proof of delivery', file: 'pod_x1.jpg' })).toBe('Proof of delivery')
  })

  it('falls back to the file, and to "Document" for no kind', () => {
    expect(documentName({ kind: '', title: '', file: 'scan_x1.pdf' })).toBe('Document: scan_x1.pdf')
  })
})
