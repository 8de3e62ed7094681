// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { QUOTE_STATUSES } from '../../../lib/field-values'
import { nextQuoteStatuses, QUOTE_TRANSITIONS } from './quote-transitions'

interface ServerStatusMachines {
  TRANSITIONS: { quotes: Record<string, string[]> }
  nextStatuses(collectionName: string, from: string): string[]
}

// The server's table, as PocketBase runs it (CommonJS).
const server = createRequire(import.meta.url)('../../../../pb_hooks/lib/status-machines.js') as ServerStatusMachines

describe('quote status moves in the browser and on the server', () => {
  it('are the same table', () => {
    expect(QUOTE_TRANSITIONS).toEqual(server.TRANSITIONS.quotes)
  })

  it.each(QUOTE_STATUSES)('offer from %s exactly what the server accepts', (status) => {
    expect(nextQuoteStatuses(status)).toEqual(server.nextStatuses('quotes', status))
  })

  it('treat a quote without a status as new, as the server does', () => {
    expect(nextQuoteStatuses('')).toEqual(server.nextStatuses('quotes', ''))
    expect(nextQuoteStatuses('')).toEqual(['reviewed', 'archived'])
  })

  it('never lead back to new', () => {
    for (const status of QUOTE_STATUSES) expect(nextQuoteStatuses(status)).not.toContain('new')
  })
})
