/// <reference path="../pb_data/types.d.ts" />

// Loads (issue 17): dispatch's writes, road updates from drivers and pilots, documents, the
// customer's shipment copy and the pilot's escort jobs. See pb_hooks/lib/loads/.

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/load-writes.js`).createLoad(e)
}, 'loads')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/loads/load-writes.js`).updateLoad(e)
}, 'loads')

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/road-updates.js`).createRoadUpdate(e)
}, 'load_updates')

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/documents.js`).createDocument(e)
}, 'load_documents')

onRecordDeleteRequest((e) => {
  return require(`${__hooks}/lib/loads/documents.js`).deleteDocument(e)
}, 'load_documents')

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/stop-edits.js`).createStop(e)
}, 'load_stops')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/loads/stop-edits.js`).updateStop(e)
}, 'load_stops')

onRecordDeleteRequest((e) => {
  return require(`${__hooks}/lib/loads/stop-edits.js`).deleteStop(e)
}, 'load_stops')

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/escorts.js`).createAssignment(e)
}, 'escort_assignments')

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/loads/shipments.js`).syncShipment(e.app, e.record.id)
  e.next()
}, 'loads')

onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/loads/shipments.js`).syncShipment(e.app, e.record.id)
  require(`${__hooks}/lib/loads/escort-jobs.js`).touchOffers(e.app, e.record.id)
  e.next()
}, 'loads')

// A changed stop saves its load, which syncs the shipment and tells dispatch's live list
// (it shows the stops with each load).
onRecordAfterCreateSuccess((e) => {
  e.app.save(e.app.findRecordById('loads', e.record.getString('load')))
  e.next()
}, 'load_stops')

onRecordAfterUpdateSuccess((e) => {
  e.app.save(e.app.findRecordById('loads', e.record.getString('load')))
  e.next()
}, 'load_stops')

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/loads/availability.js`).checkDayRange(e)
}, 'pilot_availability')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/loads/availability.js`).checkDayRange(e)
}, 'pilot_availability')

routerAdd(
  'GET',
  '/api/escort-jobs',
  (e) => {
    return require(`${__hooks}/lib/loads/escort-jobs.js`).listEscortJobs(e)
  },
  $apis.requireAuth('users'),
)
