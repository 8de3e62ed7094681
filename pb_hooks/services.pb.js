/// <reference path="../pb_data/types.d.ts" />

// Services are checked field by field, every error in one 400 (lib/content-rules.js): a
// name, one of the six categories, texts within their limits, an anchor of lowercase words.

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e)
}, 'services')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e)
}, 'services')
