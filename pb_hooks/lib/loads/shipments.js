/// <reference path="../../../pb_data/types.d.ts" />

// What a customer may see of a load made from their quote: its status, each stop's place,
// window and arrive/depart times, and when the last road update happened. Kept in
// `shipments` (read by the quote's owner only) so the rest of the load (driver, contacts,
// instructions, documents) never reaches them, not even through a filter.

function dateOrEmpty(record, name) {
  const value = record.getDateTime(name)
  return value.isZero() ? '' : value.string()
}

function stopsOf(app, loadId) {
  return app.findRecordsByFilter('load_stops', 'load = {:load}', 'position,created', 0, 0, { load: loadId }).map((stop) => ({
    kind: stop.getString('kind'),
    place: stop.getString('place'),
    window_start: dateOrEmpty(stop, 'window_start'),
    window_end: dateOrEmpty(stop, 'window_end'),
    arrived_at: dateOrEmpty(stop, 'arrived_at'),
    departed_at: dateOrEmpty(stop, 'departed_at'),
  }))
}

function existingShipment(app, loadId) {
  try {
    return app.findFirstRecordByFilter('shipments', 'load = {:load}', { load: loadId })
  } catch {
    return null
  }
}

/** Brings the shipment of a load up to date; a load without a source quote has none. */
function syncShipment(app, loadId) {
  const load = app.findRecordById('loads', loadId)
  const quoteId = load.getString('quote')
  let shipment = existingShipment(app, loadId)
  if (!quoteId) {
    if (shipment) app.delete(shipment)
    return
  }
  if (!shipment) {
    shipment = new Record(app.findCollectionByNameOrId('shipments'))
    shipment.set('load', loadId)
  }
  shipment.set('quote', quoteId)
  shipment.set('customer', load.getString('customer'))
  shipment.set('status', load.getString('status'))
  shipment.set('stops', stopsOf(app, loadId))
  shipment.set('last_update_at', load.get('last_update_at'))
  app.save(shipment)
}

module.exports = { syncShipment }
