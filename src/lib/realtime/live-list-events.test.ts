import { describe, expect, it } from 'vitest'
import { applyLiveEvent, isNewestFirst, type LivePlacement } from './live-list-events'

interface Row {
  id: string
  status: string
}

const row = (id: string, status = 'new'): Row => ({ id, status })
const rows = (ids: string[], totalItems = ids.length) => ({ items: ids.map((id) => row(id)), totalItems })
const ids = (outcome: { rows: { items: Row[] } }) => outcome.rows.items.map((item) => item.id)

const firstPage: LivePlacement<Row> = { page: 1, perPage: 3, isNewestFirst: true, isFiltered: false }
const onlyNew: LivePlacement<Row> = { ...firstPage, isFiltered: true, matches: (record) => record.status === 'new' }

describe('applyLiveEvent', () => {
  it('puts a created record on top of page 1 of a newest-first list, counts it and marks it', () => {
    const outcome = applyLiveEvent(rows(['b', 'c', 'd'], 7), { action: 'create', record: row('a') }, firstPage)
    expect(ids(outcome)).toEqual(['a', 'b', 'c'])
    expect(outcome.rows.totalItems).toBe(8)
    expect(outcome.insertedId).toBe('a')
  })

  it('only counts a record created newest first while a later page is shown', () => {
    const outcome = applyLiveEvent(rows(['b']), { action: 'create', record: row('a') }, { ...firstPage, page: 2 })
    expect(ids(outcome)).toEqual(['b'])
    expect(outcome.rows.totalItems).toBe(2)
    expect(outcome.insertedId).toBeUndefined()
    expect(outcome.needsReload).toBe(false)
  })

  it('counts a record created in another order and asks the server where it goes', () => {
    for (const page of [1, 2]) {
      const outcome = applyLiveEvent(rows(['b']), { action: 'create', record: row('a') }, { ...firstPage, page, isNewestFirst: false })
      expect(ids(outcome)).toEqual(['b'])
      expect(outcome.rows.totalItems).toBe(2)
      expect(outcome.needsReload).toBe(true)
      expect(outcome.createdId).toBe('a')
    }
  })

  it('replaces an updated row where it stands', () => {
    const outcome = applyLiveEvent(rows(['a', 'b']), { action: 'update', record: row('b', 'reviewed') }, firstPage)
    expect(outcome.rows.items).toEqual([row('a'), row('b', 'reviewed')])
    expect(outcome.rows.totalItems).toBe(2)
  })

  it('removes a deleted row and counts one less; a delete elsewhere only counts', () => {
    const here = applyLiveEvent(rows(['a', 'b'], 5), { action: 'delete', record: row('a') }, firstPage)
    expect(ids(here)).toEqual(['b'])
    expect(here.rows.totalItems).toBe(4)
    const elsewhere = applyLiveEvent(rows(['a', 'b'], 5), { action: 'delete', record: row('z') }, firstPage)
    expect(ids(elsewhere)).toEqual(['a', 'b'])
    expect(elsewhere.rows.totalItems).toBe(4)
  })

  it('removes a row whose update takes it out of the filter, and ignores records outside it', () => {
    const leaving = applyLiveEvent(rows(['a', 'b']), { action: 'update', record: row('a', 'reviewed') }, onlyNew)
    expect(ids(leaving)).toEqual(['b'])
    expect(leaving.rows.totalItems).toBe(1)
    const outside = applyLiveEvent(rows(['a']), { action: 'create', record: row('x', 'archived') }, onlyNew)
    expect(outside.rows).toEqual(rows(['a']))
  })

  it('asks for a read when an update may have brought a record into a filtered page', () => {
    expect(applyLiveEvent(rows(['a']), { action: 'update', record: row('x') }, onlyNew).needsReload).toBe(true)
    expect(applyLiveEvent(rows(['a']), { action: 'update', record: row('x') }, firstPage).needsReload).toBe(false)
  })

  it('asks for a read when the last row of a page goes and others remain', () => {
    const outcome = applyLiveEvent(rows(['a'], 4), { action: 'delete', record: row('a') }, { ...firstPage, page: 2 })
    expect(outcome.rows).toEqual({ items: [], totalItems: 3 })
    expect(outcome.needsReload).toBe(true)
  })

  it('replays on a fresh answer only what the rows show: no double counting', () => {
    const alreadyThere = applyLiveEvent(rows(['a', 'b']), { action: 'create', record: row('a') }, firstPage, true)
    expect(alreadyThere.rows).toEqual(rows(['a', 'b']))
    const deletedBefore = applyLiveEvent(rows(['b'], 1), { action: 'delete', record: row('a') }, firstPage, true)
    expect(deletedBefore.rows.totalItems).toBe(1)
    const createdAfter = applyLiveEvent(rows(['b']), { action: 'create', record: row('a') }, firstPage, true)
    expect(ids(createdAfter)).toEqual(['a', 'b'])
  })
})

describe('isNewestFirst', () => {
  it('holds for -created alone or first', () => {
    expect(isNewestFirst('-created')).toBe(true)
    expect(isNewestFirst('-created,name')).toBe(true)
    expect(isNewestFirst('created')).toBe(false)
    expect(isNewestFirst('name,-created')).toBe(false)
  })
})
