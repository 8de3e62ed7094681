import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JobApplicationRecord, TypedPocketBase } from '../../../lib/record-types'
import { downloadDocument } from './download-document'

const application = { id: 'app1', collectionName: 'job_applications' } as JobApplicationRecord
const resume = { kind: 'resume', label: 'Resume', storedName: 'resume_k3j2h1.pdf', saveAs: 'resume.pdf' } as const

function fakeClient() {
  const getToken = vi.fn(() => Promise.resolve('file-token'))
  const getURL = vi.fn((_record: unknown, name: string, query: Record<string, unknown>) => `/api/files/job_applications/app1/${name}?token=${String(query.token)}`)
  return { pb: { files: { getToken, getURL } } as unknown as TypedPocketBase, getToken, getURL }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('downloadDocument', () => {
  it('opens the file with a fresh file token and saves it under its proper name', async () => {
    const { pb, getToken, getURL } = fakeClient()
    const fetched = vi.fn(() => Promise.resolve(new Response('%PDF-1.4', { status: 200 })))
    vi.stubGlobal('fetch', fetched)
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:resume'
        static revokeObjectURL = () => undefined
      },
    )
    const saved: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download })
    })

    await downloadDocument(pb, application, resume)

    expect(getToken).toHaveBeenCalledOnce()
    expect(getURL).toHaveBeenCalledWith(application, 'resume_k3j2h1.pdf', { token: 'file-token', download: true })
    expect(fetched).toHaveBeenCalledWith('/api/files/job_applications/app1/resume_k3j2h1.pdf?token=file-token', expect.anything())
    expect(saved).toEqual([{ href: 'blob:resume', download: 'resume.pdf' }])
  })

  it('fails when the server refuses the file, saving nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    await expect(downloadDocument(fakeClient().pb, application, resume)).rejects.toThrow('404')
    expect(click).not.toHaveBeenCalled()
  })
})
