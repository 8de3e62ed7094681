import type { LiveConnection } from '../../lib/realtime/use-realtime-feed'
import classes from './live-mark.module.css'

const WORDS: Record<LiveConnection, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
}

const TITLES: Record<LiveConnection, string> = {
  connecting: 'Connecting for live updates',
  live: 'New and changed records appear as they happen',
  reconnecting: 'The live connection dropped; the list is read again once it is back',
  offline: 'No connection; the list is read again once it is back',
}

/** Whether a list follows the server live. Example: `<LiveMark connection={quotes.connection} />`. */
export function LiveMark({ connection }: { connection: LiveConnection }) {
  return (
    <span className={classes.mark} data-connection={connection} role="status" title={TITLES[connection]}>
      <span className={classes.dot} aria-hidden="true" />
      {WORDS[connection]}
    </span>
  )
}
