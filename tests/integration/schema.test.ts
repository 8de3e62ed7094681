import type { CollectionModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { LONG_TEXT_MAX_LENGTH } from '../../src/lib/form/long-texts'
import { collections, type CollectionName } from '../../src/lib/collections'
import { superuser } from './helpers'

/** A field of the contract, as far as this comparison reads it. */
interface ContractField {
  type: string
  required?: boolean
  values?: readonly string[]
  multiple?: boolean
  collection?: string
}

/** Fields PocketBase adds to every auth collection; the contract lists only app fields. */
const AUTH_SYSTEM_FIELDS = ['password', 'tokenKey', 'email', 'emailVisibility', 'verified']

/** A field as /api/collections returns it, limited to the options compared here. */
interface ServerField {
  name: string
  type: string
  required?: boolean
  values?: string[]
  maxSelect?: number
  collectionId?: string
}

/** The server's view of a field, reduced to what the contract in collections.ts states. */
function describeServerField(field: ServerField, collectionNames: Map<string, string>) {
  const described: Record<string, unknown> = { type: field.type, required: Boolean(field.required) }
  const multiple = (field.maxSelect ?? 0) > 1
  if (field.type === 'select') {
    described.values = field.values
    described.multiple = multiple
  }
  if (field.type === 'file') described.multiple = multiple
  if (field.type === 'relation') {
    described.collection = collectionNames.get(field.collectionId ?? '')
    described.multiple = multiple
  }
  return described
}

function describeContractField(spec: ContractField) {
  const described: Record<string, unknown> = { type: spec.type, required: Boolean(spec.required) }
  if (spec.type === 'select') described.values = [...(spec.values ?? [])]
  if (spec.type === 'select' || spec.type === 'file' || spec.type === 'relation') {
    described.multiple = Boolean(spec.multiple)
  }
  if (spec.type === 'relation') described.collection = spec.collection
  return described
}

describe('collections on the server match src/lib/collections.ts', () => {
  let serverCollections: Map<string, CollectionModel>
  let collectionNames: Map<string, string>

  beforeAll(async () => {
    const list = await (await superuser()).collections.getFullList()
    serverCollections = new Map(list.map((collection) => [collection.name, collection]))
    collectionNames = new Map(list.map((collection) => [collection.id, collection.name]))
  })

  it('has every collection of the contract and no other app collection', () => {
    const appCollections = [...serverCollections.keys()].filter((name) => !name.startsWith('_')).sort()
    expect(appCollections).toEqual(Object.keys(collections).sort())
  })

  describe.each(Object.keys(collections) as CollectionName[])('%s', (name) => {
    it('has exactly the contract fields', () => {
      const collection = serverCollections.get(name)!
      const ignored = new Set(['id', ...(collection.type === 'auth' ? AUTH_SYSTEM_FIELDS : [])])
      const serverFields = collection.fields.filter((field) => !ignored.has(field.name)).map((field) => field.name)
      expect(serverFields.sort()).toEqual(Object.keys(collections[name]).sort())
    })

    it('types, select values, required flags and multiplicity match', () => {
      const collection = serverCollections.get(name)!
      const contract: Record<string, ContractField> = collections[name]
      for (const [fieldName, spec] of Object.entries(contract)) {
        const field = (collection.fields as ServerField[]).find((candidate) => candidate.name === fieldName)!
        expect({ field: fieldName, ...describeServerField(field, collectionNames) }).toEqual({
          field: fieldName,
          ...describeContractField(spec),
        })
      }
    })

    it('has created and updated autodate fields that stamp on create and on update', () => {
      const fields = serverCollections.get(name)!.fields
      expect(fields.find((field) => field.name === 'created')).toMatchObject({ onCreate: true, onUpdate: false })
      expect(fields.find((field) => field.name === 'updated')).toMatchObject({ onCreate: true, onUpdate: true })
    })

    it('states a rule (possibly null = superusers only) for list, view, create, update and delete', () => {
      const collection = serverCollections.get(name)!
      for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const) {
        expect(collection, rule).toHaveProperty(rule)
        expect(collection[rule], rule).not.toBeUndefined()
      }
    })
  })

  it.each([
    ['quotes', ['created', 'status', 'user']],
    ['fleet', ['status', 'created']],
    ['gallery_images', ['display_order', 'is_load_of_the_month']],
    ['job_applications', ['created', 'status']],
    ['contact_messages', ['created', 'status']],
    ['analytics_events', ['created', 'event_name', 'consent_id', 'session_id']],
    ['unique_visitors', ['consent_id', 'last_seen_at']],
    ['session_recordings', ['session_id', 'started_at']],
    ['session_events', ['session_id']],
    ['heatmap_data', ['page_url', 'date_collected']],
    ['presence', ['consent_id', 'last_seen_at']],
    ['consent_records', ['consent_id']],
  ])('%s has an index leading with each of %j', (name, columns) => {
    const leadingColumns = serverCollections.get(name)!.indexes.map((sql) => /\(\s*`?(\w+)/.exec(sql)?.[1])
    expect(leadingColumns).toEqual(expect.arrayContaining(columns))
  })

  it.each([
    ['unique_visitors', 'consent_id'],
    ['session_recordings', 'session_id'],
    ['presence', 'consent_id'],
    ['heatmap_data', 'page_url`, `element_selector`, `date_collected`, `viewport_size'],
  ])('%s is unique by %s', (name, columns) => {
    const unique = serverCollections.get(name)!.indexes.filter((sql) => sql.startsWith('CREATE UNIQUE INDEX'))
    expect(unique.some((sql) => sql.includes(`(\`${columns}\`)`))).toBe(true)
  })

  it.each(Object.entries(LONG_TEXT_MAX_LENGTH).flatMap(([name, fields]) => Object.entries(fields).map(([field, max]) => [name, field, max] as const)))(
    '%s takes as many characters of %s as its form counts to',
    (name, fieldName, formMax) => {
      const field = serverCollections.get(name)!.fields.find((candidate) => candidate.name === fieldName)
      expect(field?.max).toBe(formMax)
    },
  )

  it('has no rule open to everyone on a collection that holds private data', () => {
    const privateCollections = ['users', 'quotes', 'job_applications', 'contact_messages', 'presence', 'analytics_events', 'fleet_private']
    for (const name of privateCollections) {
      const collection = serverCollections.get(name)!
      expect([collection.listRule, collection.viewRule, collection.updateRule, collection.deleteRule]).not.toContain('')
    }
  })
})
