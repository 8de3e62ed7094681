import type { SendRecord } from './record-request'

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** Sends a create with XMLHttpRequest, which, unlike fetch, reports upload progress. Pages only. */
export const sendWithXhr: SendRecord = ({ collection, body, authToken, timeoutMs, onProgress }) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/collections/${encodeURIComponent(collection)}/records`)
    request.timeout = timeoutMs
    if (authToken) request.setRequestHeader('Authorization', authToken)
    if (!(body instanceof FormData)) request.setRequestHeader('Content-Type', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, body: parseBody(request.responseText) })
    // Network failure, timeout or abort: no answer, to be retried.
    request.onerror = request.ontimeout = request.onabort = () => resolve({ status: 0, body: null })
    request.send(body instanceof FormData ? body : JSON.stringify(body))
  })
