import { notifications } from '@mantine/notifications'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { NotificationsHost } from '../notifications-host'
import { ImageUploadField } from './image-upload-field'

/** Stands in for XMLHttpRequest: the test reports progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = []
  url = ''
  headers: Record<string, string> = {}
  status = 0
  responseText = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  timeout = 0
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send() {
    FakeXhr.sent.push(this)
  }
  abort() {}
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

const image = (name: string, type = 'image/png') => new File(['picture'], name, { type })
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
// react-dropzone reads the chosen files asynchronously.
const choose = (...files: File[]) =>
  act(() => {
    fireEvent.change(fileInput(), { target: { files } })
    return new Promise((resolve) => setTimeout(resolve, 0))
  })
const lastSent = () => FakeXhr.sent.at(-1)!

function renderField(props: Partial<Parameters<typeof ImageUploadField>[0]> = {}) {
  const onUploaded = vi.fn()
  const onBatchDone = vi.fn()
  renderWithMantine(
    <>
      <NotificationsHost />
      <ImageUploadField
        label="Gallery images"
        authToken="admin-token"
        toRequest={(item) => ({
          method: 'POST',
          url: `/api/collections/gallery_images/records?name=${item.file.name}`,
          body: new FormData(),
        })}
        onUploaded={onUploaded}
        onBatchDone={onBatchDone}
        {...props}
      />
    </>,
  )
  return { onUploaded, onBatchDone }
}

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
  vi.unstubAllGlobals()
})

// Mantine in jsdom is slow to render on a busy machine.
describe('ImageUploadField', { timeout: 30_000 }, () => {
  it('sends each chosen image with the token and shows its progress, then Uploaded', async () => {
    const { onUploaded, onBatchDone } = renderField()
    await choose(image('truck.png'))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    expect(lastSent().url).toBe('/api/collections/gallery_images/records?name=truck.png')
    expect(lastSent().headers.Authorization).toBe('admin-token')

    lastSent().progress(0.5)
    expect(screen.getByRole('progressbar', { name: 'Uploading truck.png' })).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getByText(/Uploading… 50%/)).toBeInTheDocument()

    lastSent().answer(200, { id: 'img1' })
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument())
    expect(onUploaded).toHaveBeenCalledWith({ id: 'img1' }, expect.objectContaining({ state: 'ready' }))
    expect(onBatchDone).toHaveBeenCalledWith({ uploaded: 1, failed: 0 })
  })

  it('lets items wait for Upload, shows the server reason of a refusal, and retries only a failure', async () => {
    const { onBatchDone } = renderField({ uploadAtOnce: false })
    await choose(image('a.png'), image('b.jpg', 'image/jpeg'), image('c.png'))
    const items = within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Ready'), expect.stringContaining('Ready'), expect.stringContaining('Ready')])
    expect(FakeXhr.sent).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 images' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    lastSent().answer(400, {
      message: 'Failed to create record.',
      data: { image: { code: 'file_content', message: 'This file is not a PNG image' } },
    })
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2))
    lastSent().answer(503, { message: 'Service Unavailable' })
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3))
    lastSent().answer(200, { id: 'c' })
    await waitFor(() => expect(onBatchDone).toHaveBeenCalledWith({ uploaded: 1, failed: 2 }))

    // The refused file offers no Retry (it would be refused again), only Remove.
    const refused = items[0]!
    expect(refused).toHaveAttribute('data-state', 'refused')
    expect(refused).toHaveTextContent('This file is not a PNG image')
    expect(within(refused).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(within(refused).getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4))
    lastSent().answer(200, { id: 'b' })
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2))
  })

  it("refuses more files than allowed with the spec's toast, and names files of the wrong kind", async () => {
    renderField({ maxFiles: 2 })
    await choose(image('1.png'), image('2.png'), image('3.png'))
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(refusal).toHaveTextContent('Too Many Files')
    expect(refusal).toHaveTextContent('Please select up to 2 images at a time to avoid performance issues.')

    await choose(new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(screen.getByText('resume.pdf: not a JPEG, PNG, WebP or GIF image')).toBeInTheDocument())
    expect(FakeXhr.sent).toHaveLength(0)
  })
})
