import { notifyError, notifySuccess } from '../notify'
import { onOutboxEvent } from './outbox-events'
import { listEntries } from './store'

// The delivery code (and the SDK it sends with) is only downloaded when something waits.
const loadPageDelivery = () => import('./page-delivery')

async function deliverWaitingEntries(respectBackoff: boolean): Promise<void> {
  if ((await listEntries()).length === 0) return
  const { deliverFromPage } = await loadPageDelivery()
  await deliverFromPage({ respectBackoff })
}

let isStarted = false

/**
 * Delivers what waits in the outbox on start, when the connection returns, when the visitor
 * comes back to the tab and when a retry is due; tells the visitor when something saved for
 * later has been sent, or refused. Called once by the app's entry.
 */
export function startOutboxDelivery(): void {
  if (isStarted) return
  isStarted = true
  const deliver = (respectBackoff: boolean) => void deliverWaitingEntries(respectBackoff).catch(() => undefined)

  window.addEventListener('online', () => deliver(false))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') deliver(true)
  })
  onOutboxEvent((event) => {
    const isSeen = document.visibilityState === 'visible'
    if (event.type === 'delivered' && event.notice && isSeen) notifySuccess(event.notice.title, event.notice.message)
    if (event.type === 'rejected' && event.title && isSeen) {
      notifyError('Not sent: needs your attention', `“${event.title}” was not accepted. Open Waiting to send to correct it or discard it.`)
    }
    // Another tab or the service worker may have changed what waits, and when.
    if (event.type === 'retrying' || event.type === 'changed') {
      void loadPageDelivery()
        .then(({ scheduleNextRetry }) => scheduleNextRetry())
        .catch(() => undefined)
    }
  })
  deliver(true)
}
