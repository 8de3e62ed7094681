/**
 * Stands in for @tanstack/devtools-event-client in the build (see vite.config.ts): TanStack
 * Form reports every form's state to its devtools through it, and without devtools it only
 * retries a connection every second. This app ships no devtools, so the reports go nowhere.
 */
export class EventClient {
  emit(): void {}

  on(): () => void {
    return () => {}
  }
}
