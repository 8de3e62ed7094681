/// <reference path="../../pb_data/types.d.ts" />

// There is one Load of the Month. Marking an image and unmarking the previous holder happen
// in one transaction, and SQLite runs write transactions one at a time, so two admins marking
// two images at the same moment still leave exactly one holder: the later one.

function unmarkOthers(app, record) {
  const others = app.findRecordsByFilter(
    'gallery_images',
    'is_load_of_the_month = true && id != {:id}',
    '',
    0,
    0,
    { id: record.id },
  )
  for (const other of others) {
    other.set('is_load_of_the_month', false)
    app.save(other)
  }
}

/** Saves a gallery image (`e.next()` of a record create or update hook), keeping one holder. */
function saveKeepingOneHolder(e) {
  if (!e.record.getBool('is_load_of_the_month')) {
    e.next()
    return
  }
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    unmarkOthers(txApp, e.record)
  })
}

module.exports = { saveKeepingOneHolder }
