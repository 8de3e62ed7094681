import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendWithProgress } from './send-with-progress'

type Handler = ((event?: unknown) => void) | null

/** Stands in for the browser's XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  timeout = 0
  headers: Record<string, string> = {}
  sent: unknown = undefined
  status = 0
  responseText = ''
  upload: { onprogress: Handler } = { onprogress: null }
  onload: Handler = null
  onerror: Handler = null
  ontimeout: Handler = null
  onabort: Handler = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.onload?.()
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendWithProgress', () => {
  it('sends JSON with the token, and resolves with the status and the parsed answer', async () => {
    const answer = sendWithProgress({ method: 'PATCH', url: '/api/x/1', body: { name: 'Dana' }, authToken: 'token-1', timeoutMs: 5_000 })
    const xhr = FakeXhr.last
    expect(xhr).toMatchObject({ method: 'PATCH', url: '/api/x/1', timeout: 5_000, sent: '{"name":"Dana"}' })
    expect(xhr.headers).toEqual({ Authorization: 'token-1', 'Content-Type': 'application/json' })
    xhr.answer(400, '{"message":"Bad"}')
    await expect(answer).resolves.toEqual({ status: 400, body: { message: 'Bad' } })
  })

  it('sends multipart as is and reports how much of it went out', async () => {
    const form = new FormData()
    const fractions: number[] = []
    const answer = sendWithProgress({ method: 'POST', url: '/api/upload', body: form, onProgress: (fraction) => fractions.push(fraction) })
    const xhr = FakeXhr.last
    expect(xhr.sent).toBe(form)
    expect(xhr.headers).toEqual({})
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 })
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 })
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 })
    xhr.answer(200, 'not json')
    expect(fractions).toEqual([0.25, 1])
    await expect(answer).resolves.toEqual({ status: 200, body: null })
  })

  it('resolves with status 0, never rejects, when no answer comes or it is aborted', async () => {
    const failed = sendWithProgress({ method: 'GET', url: '/api/a' })
    FakeXhr.last.onerror?.()
    await expect(failed).resolves.toEqual({ status: 0, body: null })

    const timedOut = sendWithProgress({ method: 'GET', url: '/api/b', timeoutMs: 10 })
    FakeXhr.last.ontimeout?.()
    await expect(timedOut).resolves.toEqual({ status: 0, body: null })

    const controller = new AbortController()
    const aborted = sendWithProgress({ method: 'GET', url: '/api/c', signal: controller.signal })
    controller.abort()
    await expect(aborted).resolves.toEqual({ status: 0, body: null })
  })
})
