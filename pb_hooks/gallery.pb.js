/// <reference path="../pb_data/types.d.ts" />

// Gallery images are checked field by field (every error in one 400; pictures must be the
// image their name says), and there is one Load of the Month (lib/load-of-the-month.js):
// marking an image unmarks the previous holder in the same transaction, whoever saves it.

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e)
}, 'gallery_images')

onRecordUpdateRequest((e) => {
  return require(`${__hooks}/lib/content-rules.js`).saveIfValid(e)
}, 'gallery_images')

onRecordCreate((e) => {
  require(`${__hooks}/lib/load-of-the-month.js`).saveKeepingOneHolder(e)
}, 'gallery_images')

onRecordUpdate((e) => {
  require(`${__hooks}/lib/load-of-the-month.js`).saveKeepingOneHolder(e)
}, 'gallery_images')
