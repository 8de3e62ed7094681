import { notifications } from '@mantine/notifications'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { NotificationsHost } from '../../../components/notifications-host'
import type { TypedPocketBase } from '../../../lib/record-types'
import { GalleryUploader } from './gallery-uploader'

/** Stands in for XMLHttpRequest: the test answers each upload. */
class FakeXhr {
  static sent: FakeXhr[] = []
  url = ''
  body: FormData | null = null
  status = 0
  responseText = ''
  timeout = 0
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

/** A client whose gallery's highest display order is 12, with a realtime link that connects. */
function fakePocketBase() {
  const unsubscribe = () => Promise.resolve()
  return {
    buildURL: (path: string) => `http://test${path}`,
    authStore: { token: 'admin-token' },
    realtime: { subscribe: () => Promise.resolve(unsubscribe), onDisconnect: undefined },
    collection: () => ({
      getList: () => Promise.resolve({ items: [{ display_order: 12 }] }),
      subscribe: () => Promise.resolve(unsubscribe),
    }),
  } as unknown as TypedPocketBase
}

const image = (name: string) => new File(['picture'], name, { type: 'image/jpeg' })
const choose = (...files: File[]) =>
  act(() => {
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } })
    return new Promise((resolve) => setTimeout(resolve, 0))
  })
const item = (fileName: string) =>
  within(screen.getByRole('list', { name: 'Chosen images' }))
    .getAllByRole('listitem')
    .find((listItem) => listItem.textContent?.includes(fileName))!

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
  vi.unstubAllGlobals()
})

describe('GalleryUploader', { timeout: 30_000 }, () => {
  it('titles each image after its file, numbers the batch after the highest order, and sums it up', async () => {
    const onBatchDone = vi.fn()
    renderWithMantine(
      <>
        <NotificationsHost />
        <GalleryUploader pb={fakePocketBase()} onBatchDone={onBatchDone} />
      </>,
    )
    // The highest order is read as the uploader opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await choose(image('night escort.jpg'), image('boiler.final.jpg'))
    expect(within(item('night escort.jpg')).getByRole('textbox', { name: 'Title' })).toHaveValue('night escort')
    expect(within(item('boiler.final.jpg')).getByRole('textbox', { name: 'Title' })).toHaveValue('boiler.final')
    fireEvent.change(within(item('boiler.final.jpg')).getByRole('combobox', { name: 'Category' }), { target: { value: 'loads' } })

    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 images' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    FakeXhr.sent[0]!.answer(200, { id: 'a' })
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2))
    FakeXhr.sent[1]!.answer(503, { message: 'Service Unavailable' })

    await waitFor(() => expect(onBatchDone).toHaveBeenCalled())
    const [first, second] = FakeXhr.sent.map((request) => request.body!)
    expect(FakeXhr.sent[0]!.url).toBe('http://test/api/collections/gallery_images/records')
    expect([first!.get('title'), first!.get('category'), first!.get('display_order')]).toEqual(['night escort', 'general', '13'])
    expect([second!.get('title'), second!.get('category'), second!.get('display_order')]).toEqual(['boiler.final', 'loads', '14'])
    expect(await screen.findByText('Successfully uploaded 1 image(s). 1 failed.')).toBeInTheDocument()
    expect(item('boiler.final.jpg')).toHaveTextContent('Service Unavailable')

    // A retry is a batch of its own, after the image uploaded before it.
    fireEvent.click(within(item('boiler.final.jpg')).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3))
    expect(FakeXhr.sent[2]!.body!.get('display_order')).toBe('15')
    FakeXhr.sent[2]!.answer(400, { message: 'Failed to save the record.', data: { image: { message: 'This file is not a JPG image' } } })
    expect(await screen.findByText('Failed to upload 1 image(s). Please try again.')).toBeInTheDocument()
    // Refused for what it is: sending it again cannot help.
    expect(item('boiler.final.jpg')).toHaveTextContent('This file is not a JPG image')
    expect(within(item('boiler.final.jpg')).queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
