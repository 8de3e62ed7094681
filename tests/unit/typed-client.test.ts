import PocketBase from 'pocketbase'
import { describe, expectTypeOf, it } from 'vitest'
import type { FleetRecord, QuoteRecord, TypedPocketBase } from '../../src/lib/record-types'

const pb = new PocketBase('http://pb.test') as TypedPocketBase

describe('typed PocketBase client', () => {
  it('types each collection by its record', () => {
    const readVehicle = () => pb.collection('fleet').getOne('id')
    const readQuotes = () => pb.collection('quotes').getFullList()
    expectTypeOf(readVehicle).returns.resolves.toEqualTypeOf<FleetRecord>()
    expectTypeOf(readQuotes).returns.resolves.toEqualTypeOf<QuoteRecord[]>()
  })

  it('refuses a collection the data contract does not name', () => {
    const openCollection = (name: string) =>
      // @ts-expect-error not a collection of the data model
      pb.collection(name)
    expectTypeOf(openCollection).toBeFunction()
  })
})
