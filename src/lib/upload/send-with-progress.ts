/** What came back; status 0 when no answer came (no connection, timeout, aborted). */
export interface ProgressAnswer {
  status: number
  /** The answer parsed as JSON; null when it was empty or not JSON. */
  body: unknown
}

export interface ProgressRequest {
  method: string
  url: string
  /** Multipart as is; anything else is sent as JSON. */
  body?: FormData | Record<string, unknown>
  /** Sent as the Authorization header when set (a PocketBase token). */
  authToken?: string
  /** 0 or absent: no time limit. */
  timeoutMs?: number
  signal?: AbortSignal
  /** Called as the body goes out, from 0 to 1. */
  onProgress?: (fraction: number) => void
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * Sends a request with XMLHttpRequest, which, unlike fetch, reports upload progress; never
 * rejects. Pages only. E.g. `await sendWithProgress({ method: 'PATCH', url, body: form, onProgress: setFraction })`.
 */
export function sendWithProgress({ method, url, body, authToken, timeoutMs = 0, signal, onProgress }: ProgressRequest): Promise<ProgressAnswer> {
  return new Promise((resolve) => {
    const noAnswer = () => resolve({ status: 0, body: null })
    if (signal?.aborted) return noAnswer()
    const request = new XMLHttpRequest()
    request.open(method, url)
    request.timeout = timeoutMs
    if (authToken) request.setRequestHeader('Authorization', authToken)
    const isJson = body !== undefined && !(body instanceof FormData)
    if (isJson) request.setRequestHeader('Content-Type', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, body: parseBody(request.responseText) })
    request.onerror = request.ontimeout = request.onabort = noAnswer
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(isJson ? JSON.stringify(body) : (body ?? null))
  })
}
