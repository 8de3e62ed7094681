// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { viewportClass } from '../../src/features/tracking/replay/heatmap-points'
import { SESSION_EVENT_TYPES } from '../../src/lib/field-values'

const load = createRequire(import.meta.url)
const schema = load('../../pb_hooks/lib/replay/replay-schema.js') as { EVENT_TYPES: string[] }
const heatmap = load('../../pb_hooks/lib/replay/heatmap.js') as { VIEWPORT_CLASSES: string[] }

describe('the replay ingest and the browser agree', () => {
  it('on the session event types (the collection, the schema)', () => {
    expect([...schema.EVENT_TYPES].sort()).toEqual([...SESSION_EVENT_TYPES].sort())
  })

  it('on the viewport classes', () => {
    expect([320, 800, 1440].map(viewportClass)).toEqual(heatmap.VIEWPORT_CLASSES)
  })
})
