import type { ChildProcess } from 'node:child_process'
import type { MailSink } from './mail-sink.mjs'

export interface Credentials {
  email: string
  password: string
}

export declare const TEST_SUPERUSER: Credentials
export declare const TEST_ADMIN: Credentials

export interface TestStack {
  url: string
  /** The mail sink's inbox (see MailSink.httpUrl). */
  mailUrl: string
  dataDir: string
  sink: MailSink
  pb: { url: string; child: ChildProcess; output(): string; stop(): Promise<void> }
  /** Stops PocketBase (at once, as a crash would, with `{ kill: true }`) and serves the same data again. */
  restart(options?: { kill?: boolean }): Promise<void>
  stop(): Promise<void>
}

export declare function startTestStack(options?: {
  /** Loads the demo content, as `npm start` does. */
  seed?: boolean
  port?: number
  mailHttpPort?: number
  log?: (message: string) => void
  /** Variables added to (or overriding) the test environment. */
  env?: Record<string, string>
  /** Serve this data folder (kept in place until stop) instead of a fresh one. */
  dataDir?: string
}): Promise<TestStack>
