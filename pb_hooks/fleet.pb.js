/// <reference path="../pb_data/types.d.ts" />

// Vehicles are checked against the fleet form's rules (every field in error in one 400),
// and an admin's plate and VIN are saved to fleet_private with the vehicle.

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/fleet-writes.js`).saveVehicle(e)
}, 'fleet')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/fleet-writes.js`).saveVehicle(e)
}, 'fleet')
