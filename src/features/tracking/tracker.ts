import { createBatchSender } from './batch-sender'
import { readConsentChoice, ensureConsentId, subscribeToConsent, takeAcceptance } from './consent-store'
import { createEventBuffer } from './event-buffer'
import {
  consentAcceptedEvent,
  currentPage,
  pagePath,
  pageViewEvent,
  presenceEvent,
  sessionEndEvent,
  sessionStartEvent,
} from './event-builders'
import { keepPresence } from './presence'
import { startSessionRecorder } from './replay/session-recorder'
import { STORAGE_KEYS } from './storage-keys'
import { DEFAULT_SITE_ID, type TrackEvent } from './track-event'
import { sendBatch, sendOnExit } from './transport'
import { countPage, openSession, sessionProgress } from './visit-session'

// The visitor tracker: loaded (its own chunk) and started only once the visitor has accepted.

/** Waiting events are sent this often, or at once when this many are waiting. */
const FLUSH_INTERVAL_MS = 5_000
const FLUSH_AT_EVENTS = 20
/** Kept in the browser at most (offline for long): the oldest go first. */
const MAX_WAITING_EVENTS = 500

export interface TrackerOptions {
  /** Calls the listener after each navigation of the app, back and forward included; returns its unsubscribe. */
  subscribeToPages: (listener: () => void) => () => void
  siteId?: string
}

/** Starts tracking this page; returns what stops it (sending what is waiting and a leave). */
export function startTracker({ subscribeToPages, siteId = DEFAULT_SITE_ID }: TrackerOptions): () => void {
  const session = openSession()
  const buffer = createEventBuffer({ key: STORAGE_KEYS.buffer, maxEvents: MAX_WAITING_EVENTS })
  const sender = createBatchSender({ buffer, consentId: ensureConsentId(), siteId, sessionId: session.id, send: sendBatch, sendOnExit })
  const record = (event: TrackEvent) => {
    buffer.add({ sessionId: session.id, event })
    if (buffer.size() >= FLUSH_AT_EVENTS) void sender.flush()
  }
  // Recording and heatmaps happen only after Accept, as this whole module does.
  const recorder = startSessionRecorder({ consentId: ensureConsentId(), sessionId: session.id, siteId })
  const presence = keepPresence(() => void sender.flush([presenceEvent(currentPage(''), 'presence_heartbeat')]))

  let lastPath: string | null = null
  const viewPage = () => {
    const path = pagePath(window.location)
    if (path === lastPath) return
    // The first page's referrer is the site the visitor came from; later ones, the previous page.
    const referrer = lastPath === null ? document.referrer : window.location.origin + lastPath
    lastPath = path
    countPage()
    record(pageViewEvent(currentPage(referrer)))
    recorder.pageViewed()
    // The page view leaves with the heartbeat, so the live view shows the new page at once.
    presence.beatNow()
  }

  const firstPage = currentPage(document.referrer)
  const acceptedFrom = takeAcceptance()
  if (acceptedFrom) record(consentAcceptedEvent(firstPage, acceptedFrom))
  if (session.isNew) record(sessionStartEvent(firstPage))
  viewPage()

  // The title of a new page is written as it renders: read it once that is done.
  let pageTimer: ReturnType<typeof setTimeout> | undefined
  const unsubscribePages = subscribeToPages(() => {
    clearTimeout(pageTimer)
    pageTimer = setTimeout(viewPage, 0)
  })
  const flushTimer = setInterval(() => void sender.flush(), FLUSH_INTERVAL_MS)
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return
    sender.flushOnExit()
    recorder.pageHidden(false)
  }
  const onPageHide = () => {
    presence.pause()
    recorder.pageHidden(true)
    const { durationMs, pages } = sessionProgress()
    const page = currentPage('')
    record(sessionEndEvent(page, durationMs, pages))
    sender.flushOnExit([presenceEvent(page, 'presence_leave')])
  }
  const onPageShow = (event: PageTransitionEvent) => event.persisted && presence.resume()
  const onOnline = () => void sender.flush()
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', onPageHide)
  window.addEventListener('pageshow', onPageShow)
  window.addEventListener('online', onOnline)

  let stopped = false
  const stop = (how: 'leave' | 'discard') => {
    if (stopped) return
    stopped = true
    unsubscribeConsent()
    unsubscribePages()
    clearTimeout(pageTimer)
    clearInterval(flushTimer)
    presence.stop()
    recorder.stop(how === 'leave' ? 'send' : 'discard')
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', onPageHide)
    window.removeEventListener('pageshow', onPageShow)
    window.removeEventListener('online', onOnline)
    if (how === 'leave') void sender.flush([presenceEvent(currentPage(''), 'presence_leave')]).finally(() => sender.dispose())
    else {
      sender.dispose()
      buffer.clear()
    }
  }
  // Declining stops it (what was recorded before still goes); a reset (Forget me) drops all.
  const unsubscribeConsent = subscribeToConsent(() => {
    const choice = readConsentChoice()
    if (choice !== 'accepted') stop(choice === null ? 'discard' : 'leave')
  })
  return () => stop('leave')
}
