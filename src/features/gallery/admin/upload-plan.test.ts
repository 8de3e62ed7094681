import { describe, expect, it } from 'vitest'
import { defaultDetails, displayOrderPlan, titleFromFileName, uploadBody } from './upload-plan'

describe('titleFromFileName', () => {
  it('drops the extension only', () => {
    expect(titleFromFileName('Wind blade.final.JPG')).toBe('Wind blade.final')
    expect(titleFromFileName('boiler.png')).toBe('boiler')
    expect(titleFromFileName('README')).toBe('README')
    expect(titleFromFileName('.hidden')).toBe('.hidden')
  })
})

describe('defaultDetails', () => {
  it('titles an image after its file, in the general category', () => {
    expect(defaultDetails(new File(['x'], 'night escort.jpg'))).toEqual({ title: 'night escort', category: 'general', description: '' })
  })
})

describe('displayOrderPlan', () => {
  it('numbers a batch after the highest order, by position', () => {
    const plan = displayOrderPlan(12)
    expect([plan.next(), plan.next(), plan.next()]).toEqual([13, 14, 15])
    expect(displayOrderPlan(0).next()).toBe(1)
  })
})

describe('uploadBody', () => {
  it('sends the details trimmed, the order and the file', () => {
    const file = new File(['x'], 'boiler.png', { type: 'image/png' })
    const body = uploadBody(file, { title: '  ', category: 'loads', description: ' At sunset ' }, 7)
    expect(body.get('title')).toBe('boiler')
    expect(body.get('category')).toBe('loads')
    expect(body.get('description')).toBe('At sunset')
    expect(body.get('display_order')).toBe('7')
    expect(body.get('image')).toBeInstanceOf(File)
  })
})
