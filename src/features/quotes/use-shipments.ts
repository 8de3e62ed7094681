import { useEffect, useState } from 'react'
import type { ShipmentRecord, TypedPocketBase } from '../../lib/record-types'

/**
 * The shipments made from the user's quotes, by quote id, kept current live: a quote that
 * became a load shows its status, stop times and last update as they change.
 */
export function useShipments(pb: TypedPocketBase, userId: string): ReadonlyMap<string, ShipmentRecord> {
  const [shipments, setShipments] = useState<ReadonlyMap<string, ShipmentRecord>>(new Map())

  useEffect(() => {
    if (!userId) return
    const filter = pb.filter('customer = {:user}', { user: userId })
    const read = () =>
      pb
        .collection('shipments')
        .getFullList({ filter, requestKey: null })
        .then((records) => setShipments(new Map(records.map((shipment) => [shipment.quote, shipment]))))
        .catch(() => undefined)
    void read()
    const subscriptions = [
      pb.collection('shipments').subscribe(
        '*',
        ({ action, record }) =>
          setShipments((current) => {
            const next = new Map(current)
            if (action === 'delete') next.delete(record.quote)
            else next.set(record.quote, record)
            return next
          }),
        { filter },
      ),
      pb.realtime.subscribe('PB_CONNECT', () => void read()),
    ]
    return () => {
      for (const subscription of subscriptions) void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined)
    }
  }, [pb, userId])

  return shipments
}
