import type { LoadRecord, TypedPocketBase } from '../../../lib/record-types'
import { toRecordDate, toRecordNumber } from '../../../lib/form/schema-parts'
import { localToRecordDate, type NewLoadValues } from './new-load-schema'

/**
 * Creates the load, then its stops in order and its permits. The server links the quote's
 * customer and marks the quote reviewed. If a stop or permit fails, the load stays (dispatch
 * sees it in the list) and the error is thrown for the form to show.
 */
export async function createLoad(pb: TypedPocketBase, values: NewLoadValues): Promise<LoadRecord> {
  const load = await pb.collection('loads').create({
    quote: values.quote,
    customer_name: values.customer_name,
    customer_phone: values.customer_phone,
    customer_email: values.customer_email,
    equipment: values.equipment,
    length: toRecordNumber(values.length),
    width: toRecordNumber(values.width),
    height: toRecordNumber(values.height),
    weight_lb: toRecordNumber(values.weight_lb),
    load_class: values.load_class,
    route_states: values.route_states,
    pickup_date: toRecordDate(values.pickup_date),
    special_instructions: values.special_instructions,
  })
  for (const [position, stop] of values.stops.entries()) {
    await pb.collection('load_stops').create({
      load: load.id,
      position,
      kind: stop.kind,
      place: stop.place,
      window_start: localToRecordDate(stop.window_start),
      window_end: localToRecordDate(stop.window_end),
      contact_name: stop.contact_name,
      contact_phone: stop.contact_phone,
    })
  }
  for (const permit of values.permits) {
    const form = new FormData()
    form.append('load', load.id)
    form.append('kind', 'permit')
    form.append('title', permit.name)
    form.append('file', permit)
    await pb.collection('load_documents').create(form)
  }
  return load
}
