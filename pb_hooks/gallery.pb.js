/// <reference path="../pb_data/types.d.ts" />

// There is one Load of the Month: marking an image unmarks the previous holder in the same save.

onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/load-of-the-month.js`).unmarkOthers(e.app, e.record)
}, 'gallery_images')

onRecordUpdate((e) => {
  e.next()
  require(`${__hooks}/lib/load-of-the-month.js`).unmarkOthers(e.app, e.record)
}, 'gallery_images')
