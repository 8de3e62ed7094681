// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { APPLICATION_TRANSITIONS, nextApplicationStatuses } from '../../src/features/careers/admin/application-status'
import { MESSAGE_TRANSITIONS, nextMessageStatuses } from '../../src/features/contact/admin/message-status'
import { APPLICATION_STATUSES, CONTACT_MESSAGE_STATUSES } from '../../src/lib/field-values'

interface ServerStatusMachines {
  TRANSITIONS: Record<string, Record<string, string[]>>
  nextStatuses(collectionName: string, from: string): string[]
}

// The server's table, as PocketBase runs it (pb_hooks/lib/status-machines.js, CommonJS).
const server = createRequire(import.meta.url)('../../pb_hooks/lib/status-machines.js') as ServerStatusMachines

describe('the status machines of the back office and of the server', () => {
  it('allow the same moves for job applications', () => {
    expect(APPLICATION_TRANSITIONS).toEqual(server.TRANSITIONS.job_applications)
  })

  it('allow the same moves for contact messages', () => {
    expect(MESSAGE_TRANSITIONS).toEqual(server.TRANSITIONS.contact_messages)
  })

  it('know every status of the collections, and treat a missing status as new', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual([...APPLICATION_STATUSES].sort())
    expect(Object.keys(MESSAGE_TRANSITIONS).sort()).toEqual([...CONTACT_MESSAGE_STATUSES].sort())
    for (const status of ['', ...APPLICATION_STATUSES] as const) {
      expect(nextApplicationStatuses(status)).toEqual(server.nextStatuses('job_applications', status))
    }
    for (const status of ['', ...CONTACT_MESSAGE_STATUSES] as const) {
      expect(nextMessageStatuses(status)).toEqual(server.nextStatuses('contact_messages', status))
    }
  })
})
