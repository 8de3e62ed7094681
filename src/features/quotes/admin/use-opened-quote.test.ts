import { renderHook, waitFor } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { useOpenedQuote } from './use-opened-quote'

const quote = (id: string, status: QuoteRecord['status'] = 'new') => ({ id, customer_name: `Customer ${id}`, status }) as QuoteRecord

const notFound = () => new ClientResponseError({ url: '/api/collections/quotes/records/x', status: 404, response: { status: 404, message: 'Not found.', data: {} } })

function fakePocketBase(getOne: (id: string) => Promise<QuoteRecord>) {
  const read = vi.fn(getOne)
  const pb = { collection: () => ({ getOne: read }) } as unknown as TypedPocketBase
  return { pb, read }
}

describe('useOpenedQuote', () => {
  it('is closed without an id, and takes a quote on screen from the rows without reading it', () => {
    const { pb, read } = fakePocketBase(() => Promise.reject(new Error('not expected')))
    const { result, rerender } = renderHook(({ id }) => useOpenedQuote(pb, id, [quote('a'), quote('b')]), { initialProps: { id: undefined as string | undefined } })
    expect(result.current.opened).toEqual({ state: 'closed' })
    rerender({ id: 'b' })
    expect(result.current.opened).toEqual({ state: 'ready', quote: quote('b') })
    expect(read).not.toHaveBeenCalled()
  })

  it('reads a quote that is not on screen, and says when it is gone', async () => {
    const { pb } = fakePocketBase((id) => (id === 'far' ? Promise.resolve(quote('far', 'archived')) : Promise.reject(notFound())))
    const { result, rerender } = renderHook(({ id }) => useOpenedQuote(pb, id, []), { initialProps: { id: 'far' } })
    expect(result.current.opened).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', quote: quote('far', 'archived') }))
    rerender({ id: 'gone' })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'missing' }))
  })

  it('reads again when the row it showed is deleted from the list', async () => {
    const { pb, read } = fakePocketBase(() => Promise.reject(notFound()))
    const { result, rerender } = renderHook(({ rows }) => useOpenedQuote(pb, 'a', rows), { initialProps: { rows: [quote('a')] } })
    expect(result.current.opened).toEqual({ state: 'ready', quote: quote('a') })
    rerender({ rows: [] })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'missing' }))
    expect(read).toHaveBeenCalledWith('a', { requestKey: null })
  })

  it('shows a failed read with a retry, and the server copy after a change', async () => {
    let attempts = 0
    const { pb } = fakePocketBase(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(quote('far'))))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderHook(() => useOpenedQuote(pb, 'far', []))
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'error' }))
    result.current.retry()
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', quote: quote('far') }))
    result.current.replace(quote('far', 'reviewed'))
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', quote: quote('far', 'reviewed') }))
  })
})
