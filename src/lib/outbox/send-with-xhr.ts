import { sendWithProgress } from '../upload/send-with-progress'
import type { SendRecord } from './record-request'

/** Sends a create with upload progress (XMLHttpRequest). Pages only. */
export const sendWithXhr: SendRecord = ({ collection, body, authToken, timeoutMs, onProgress }) =>
  sendWithProgress({ method: 'POST', url: `/api/collections/${encodeURIComponent(collection)}/records`, body, authToken, timeoutMs, onProgress })
