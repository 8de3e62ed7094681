import { renderHook, waitFor } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import type { QuoteRecord, TypedPocketBase } from '../record-types'
import { useOpenedRecord } from './use-opened-record'

const quote = (id: string, status: QuoteRecord['status'] = 'new') => ({ id, customer_name: `Customer ${id}`, status }) as QuoteRecord

const notFound = () => new ClientResponseError({ url: '/api/collections/quotes/records/x', status: 404, response: { status: 404, message: 'Not found.', data: {} } })

/** A client no test touches, and a read of one quote from it. */
function fakeRead(getOne: (id: string) => Promise<QuoteRecord>) {
  const read = vi.fn((_pb: TypedPocketBase, id: string) => getOne(id))
  return { pb: {} as TypedPocketBase, read }
}

describe('useOpenedRecord', () => {
  it('is closed without an id, and takes a quote on screen from the rows without reading it', () => {
    const { pb, read } = fakeRead(() => Promise.reject(new Error('not expected')))
    const { result, rerender } = renderHook(({ id }) => useOpenedRecord(pb, id, [quote('a'), quote('b')], read), { initialProps: { id: undefined as string | undefined } })
    expect(result.current.opened).toEqual({ state: 'closed' })
    rerender({ id: 'b' })
    expect(result.current.opened).toEqual({ state: 'ready', record: quote('b') })
    expect(read).not.toHaveBeenCalled()
  })

  it('reads a quote that is not on screen, and says when it is gone', async () => {
    const { pb, read } = fakeRead((id) => (id === 'far' ? Promise.resolve(quote('far', 'archived')) : Promise.reject(notFound())))
    const { result, rerender } = renderHook(({ id }) => useOpenedRecord(pb, id, [], read), { initialProps: { id: 'far' } })
    expect(result.current.opened).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', record: quote('far', 'archived') }))
    rerender({ id: 'gone' })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'missing' }))
  })

  it('reads again when the row it showed is deleted from the list', async () => {
    const { pb, read } = fakeRead(() => Promise.reject(notFound()))
    const { result, rerender } = renderHook(({ rows }) => useOpenedRecord(pb, 'a', rows, read), { initialProps: { rows: [quote('a')] } })
    expect(result.current.opened).toEqual({ state: 'ready', record: quote('a') })
    rerender({ rows: [] })
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'missing' }))
    expect(read).toHaveBeenCalledWith(pb, 'a')
  })

  it('shows a failed read with a retry, and the server copy after a change', async () => {
    let attempts = 0
    const { pb, read } = fakeRead(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(quote('far'))))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderHook(() => useOpenedRecord(pb, 'far', [], read))
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'error' }))
    result.current.retry()
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', record: quote('far') }))
    result.current.replace(quote('far', 'reviewed'))
    await waitFor(() => expect(result.current.opened).toEqual({ state: 'ready', record: quote('far', 'reviewed') }))
  })
})
