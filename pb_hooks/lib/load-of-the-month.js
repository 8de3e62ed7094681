/// <reference path="../../pb_data/types.d.ts" />

/** Unmarks every other Load of the Month once `record` holds the title. */
function unmarkOthers(app, record) {
  if (!record.getBool('is_load_of_the_month')) return
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

module.exports = { unmarkOthers }
