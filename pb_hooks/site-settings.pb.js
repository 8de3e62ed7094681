/// <reference path="../pb_data/types.d.ts" />

// The maintenance settings: anyone reads them, admins change them (the collection's rules),
// checked field by field here. The Go server reads them to answer public pages with 503
// while maintenance is on (server/maintenance.go).

onRecordCreateRequest((e) => {
  const { siteSettingsExtraErrors } = require(`${__hooks}/lib/site-settings-rules.js`)
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e, siteSettingsExtraErrors)
}, 'site_settings')

onRecordUpdateRequest((e) => {
  const { siteSettingsExtraErrors } = require(`${__hooks}/lib/site-settings-rules.js`)
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e, siteSettingsExtraErrors)
}, 'site_settings')
