/// <reference path="../pb_data/types.d.ts" />

// Roles are granted by admins only. `verified` needs manage access (admins), which
// PocketBase itself enforces on create and update.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/user-roles.js`).enforceCreateRoles(e)
  e.next()
}, 'users')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/user-roles.js`).enforceUpdateRoles(e)
  e.next()
}, 'users')
