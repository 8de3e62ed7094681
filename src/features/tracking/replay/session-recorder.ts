import { findRageClicks, isDeadClick, type ClickPoint } from '../../../lib/replay/click-signals'
import { randomUuid } from '../random-ids'
import { canCompress } from './compress'
import { startDomRecorder, type DomRecorder } from './dom-recorder'
import { collectFingerprint } from './fingerprint'
import { watchHeat } from './heatmap-points'
import { watchInteractions, type ClickDetails } from './interaction-events'
import { isPrivatePath } from './private-pages'
import { openRecordingState } from './recording-state'
import { createReplaySender, EXIT_CHUNK_CHARS, type RecordingFacts, type RecordingSummary } from './replay-sender'
import type { InteractionFields } from './session-event'

// The session recording of spec §4, started by the tracker once the visitor has accepted.

/** Spec §9: flush at 50 events or every 5 s. */
const FLUSH_AT_EVENTS = 50
const FLUSH_EVERY_MS = 5_000
const DEAD_CLICK_CHECK_MS = 2_600

export interface SessionRecorder {
  pageViewed(): void
  /** The page is hidden or goes away: what waits, the page's last changes too, leaves by beacon with the summary. */
  pageHidden(isLeaving: boolean): void
  /** Stops recording; `send` what waits (after a decline) or drop it (after Forget me). */
  stop(how: 'send' | 'discard'): void
}

function recordingFacts(startedAt: number, fingerprint: object): RecordingFacts {
  return {
    started_at: startedAt,
    viewport_size: `${window.innerWidth}x${window.innerHeight}`,
    device_info: {
      user_agent: navigator.userAgent.slice(0, 1000),
      language: navigator.language.slice(0, 35),
      platform: navigator.platform.slice(0, 100),
      cookie_enabled: navigator.cookieEnabled,
      online: navigator.onLine,
    },
    browser_info: {
      inner_width: window.innerWidth,
      inner_height: window.innerHeight,
      screen_width: screen.width,
      screen_height: screen.height,
      color_depth: screen.colorDepth,
      pixel_ratio: window.devicePixelRatio,
    },
    fingerprint,
  }
}

export function startSessionRecorder(ids: { consentId: string; sessionId: string; siteId: string }): SessionRecorder {
  const { state, save } = openRecordingState(ids.sessionId)
  const sender = createReplaySender(ids)
  let dom: DomRecorder | null = null
  let stopped = false
  let clicks: ClickPoint[] = []
  const deadTimers = new Set<ReturnType<typeof setTimeout>>()
  const signals = { rage: new Set<number>(), dead: 0 }

  const summary = (): RecordingSummary => ({
    ended_at: Date.now(),
    duration_ms: Date.now() - state.startedAt,
    page_count: state.pages,
    click_count: state.clicks,
    scroll_count: state.scrolls,
    rage_click_count: signals.rage.size,
    dead_click_count: signals.dead,
  })

  const record = (fields: InteractionFields) => {
    if (stopped) return
    const isPrivate = isPrivatePath(window.location.pathname)
    if (fields.type === 'click') state.clicks += 1
    if (fields.type === 'scroll') state.scrolls += 1
    sender.addEvent({
      ...fields,
      ...(isPrivate ? { text: '' } : {}),
      id: randomUuid(),
      sequence: state.nextEvent++,
      offset_ms: Math.max(0, Date.now() - state.startedAt),
      page_url: (window.location.pathname + window.location.search).slice(0, 2000),
      page_title: document.title.slice(0, 500),
    })
    save()
    if (sender.waitingEvents() >= FLUSH_AT_EVENTS) void sender.flush(summary())
  }

  const onClick = (click: ClickDetails) => {
    clicks = [...clicks.filter((previous) => previous.at > click.at - 5_000), click]
    findRageClicks(clicks).forEach((index) => signals.rage.add(clicks[index]!.at))
    if (!dom || click.exempt) return
    const timer = setTimeout(() => {
      deadTimers.delete(timer)
      if (dom && isDeadClick(click, dom.changesSince(click.at))) signals.dead += 1
    }, DEAD_CLICK_CHECK_MS)
    deadTimers.add(timer)
  }

  const flushAll = async () => {
    try {
      const chunk = await dom?.takeChunk()
      if (chunk) sender.addChunk(chunk)
    } catch {
      // A chunk that cannot be compressed is dropped; the next full snapshot heals the replay.
    }
    await sender.flush(summary())
  }

  const stopListening = watchInteractions({ emit: record, onClick })
  // Heatmaps aggregate by page only: nothing of private pages goes there.
  const heat = watchHeat((point) => !stopped && !isPrivatePath(point.page_path) && sender.addHeat(point))
  const timer = setInterval(() => void flushAll(), FLUSH_EVERY_MS)
  void collectFingerprint()
    .catch(() => ({}))
    .then((fingerprint) => !stopped && sender.setRecording(recordingFacts(state.startedAt, fingerprint)))
  if (canCompress()) {
    // Saved after counting: a reload continues with the next sequence (the server skips one it holds).
    const nextSequence = () => {
      const sequence = state.nextChunk++
      save()
      return sequence
    }
    void startDomRecorder({ startedAt: state.startedAt, nextSequence, flushSoon: () => void flushAll() })
      .then((recorder) => {
        if (stopped) return recorder.stop()
        dom = recorder
        // The first full snapshot leaves at once: a visit of a few seconds still has a replay.
        void flushAll()
      })
      .catch(() => {})
  }

  const stop = () => {
    if (stopped) return
    stopped = true
    clearInterval(timer)
    deadTimers.forEach(clearTimeout)
    stopListening()
    heat.stop()
    dom?.stop()
  }
  sender.onDeclined(stop)

  return {
    pageViewed() {
      state.pages += 1
      heat.settleScroll()
      dom?.pageChanged()
      record({ type: 'pageview', viewport: { width: window.innerWidth, height: window.innerHeight } })
    },
    pageHidden(isLeaving) {
      if (stopped) return
      heat.settleScroll()
      // No promise may be awaited here: the page can be gone before it settles.
      dom?.takeChunksNow(EXIT_CHUNK_CHARS).forEach((chunk) => sender.addChunk(chunk))
      sender.flushOnExit(summary())
      // Only hidden, the page lives on: what did not fit the beacon goes the usual way.
      if (!isLeaving) void sender.flush()
    },
    stop(how) {
      if (!stopped && how === 'send') void flushAll()
      stop()
    },
  }
}
