// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

interface Statement {
  sql: string
  params: Record<string, unknown>
}
interface Retention {
  PRUNED_TABLES: string[]
  PRUNE_CHUNK: number
  pruneExpired: (app: unknown, nowMs: number, retentionDays: number) => Record<string, number>
}

// The server's module, as the hourly cron runs it.
const retention = createRequire(import.meta.url)('../../pb_hooks/lib/tracking/retention.js') as Retention

/** Stands in for $app: records each statement and answers the next deleted-row count of its table. */
function recordingApp(deletedPerStatement: Record<string, number[]>) {
  const statements: Statement[] = []
  const app = {
    db: () => ({
      newQuery: (sql: string) => ({
        bind: (params: Record<string, unknown>) => ({
          execute: () => {
            statements.push({ sql, params })
            const table = /DELETE FROM `(\w+)`/.exec(sql)![1]!
            return { rowsAffected: () => deletedPerStatement[table]?.shift() ?? 0 }
          },
        }),
      }),
    }),
  }
  return { app, statements }
}

describe('tracking retention', () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0)

  it('deletes raw events, replay events, page chunks and recordings created before the retention period', () => {
    const { app, statements } = recordingApp({ analytics_events: [3], session_events: [1], session_recordings: [0], session_dom_chunks: [2] })
    expect(retention.pruneExpired(app, now, 90)).toEqual({ analytics_events: 3, session_events: 1, session_recordings: 0, session_dom_chunks: 2 })
    expect(statements.map((statement) => /DELETE FROM `(\w+)`/.exec(statement.sql)![1])).toEqual(retention.PRUNED_TABLES)
    for (const statement of statements) {
      expect(statement.sql).toContain('`created` < {:cutoff}')
      expect(statement.params.cutoff).toBe('2025-03-03 12:00:00.000Z')
    }
  })

  it('deletes in chunks until a chunk comes back short', () => {
    const chunk = retention.PRUNE_CHUNK
    const { app, statements } = recordingApp({ analytics_events: [chunk, chunk, 12] })
    expect(retention.pruneExpired(app, now, 30).analytics_events).toBe(2 * chunk + 12)
    expect(statements.filter((statement) => statement.sql.includes('`analytics_events`'))).toHaveLength(3)
    expect(statements[0]!.params).toEqual({ cutoff: '2025-05-02 12:00:00.000Z', chunk })
  })
})
