/// <reference path="../pb_data/types.d.ts" />

// Settings come from the environment on every start, so a redeploy with new variables
// needs no dashboard work (and dashboard edits to these values do not survive a restart).

onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/app-settings.js`).applyEnvironmentSettings(e.app)
})
