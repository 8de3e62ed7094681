import { describe, expect, it } from 'vitest'
import { joinedLabel, profileDetails } from './profile-details'

describe('profileDetails', () => {
  it('shows what the user entered', () => {
    const rows = profileDetails({
      email: 'jo@haul.example',
      phone: '(555) 010-1234',
      company_name: 'Jo Freight',
      created: '2024-03-05 10:00:00.000Z',
    })
    expect(rows).toEqual([
      { label: 'Email', value: 'jo@haul.example' },
      { label: 'Phone', value: '(555) 010-1234' },
      { label: 'Company', value: 'Jo Freight' },
      { label: 'Joined', value: 'March 2024' },
    ])
  })

  it('says Not provided for a blank phone or company, and Recently for an unknown date', () => {
    const rows = profileDetails({ email: 'jo@haul.example', phone: ' ', company_name: '', created: '' })
    expect(rows.map((row) => row.value)).toEqual(['jo@haul.example', 'Not provided', 'Not provided', 'Recently'])
    expect(joinedLabel('not a date')).toBe('Recently')
  })
})
