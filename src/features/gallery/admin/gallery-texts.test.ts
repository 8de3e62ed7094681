import { describe, expect, it } from 'vitest'
import { uploadSummary } from './gallery-texts'

describe('uploadSummary', () => {
  it('says how many went, and how many failed when some did', () => {
    expect(uploadSummary({ uploaded: 3, failed: 0 })).toEqual({
      isSuccess: true,
      title: 'Upload Complete',
      message: 'Successfully uploaded 3 image(s).',
    })
    expect(uploadSummary({ uploaded: 2, failed: 1 }).message).toBe('Successfully uploaded 2 image(s). 1 failed.')
  })

  it('says the upload failed when none went', () => {
    expect(uploadSummary({ uploaded: 0, failed: 2 })).toEqual({
      isSuccess: false,
      title: 'Upload Failed',
      message: 'Failed to upload 2 image(s). Please try again.',
    })
  })
})
