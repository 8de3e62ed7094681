import { describe, expect, it } from 'vitest'
import { newRecordId } from './record-id'

describe('newRecordId', () => {
  it('makes ids PocketBase accepts, all different', () => {
    const ids = Array.from({ length: 500 }, newRecordId)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
