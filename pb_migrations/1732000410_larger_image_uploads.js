/// <reference path="../pb_data/types.d.ts" />

// A 12-megapixel phone photo can pass 10 MB; admins upload them as they come off the phone,
// and the public pages show thumbnails only, so the originals may be larger.
const COLLECTIONS = ['fleet', 'gallery_images']

function setImageMaxSize(app, maxSize) {
  for (const name of COLLECTIONS) {
    const collection = app.findCollectionByNameOrId(name)
    collection.fields.getByName('image').maxSize = maxSize
    app.save(collection)
  }
}

migrate(
  (app) => setImageMaxSize(app, 25 * 1024 * 1024),
  (app) => setImageMaxSize(app, 10 * 1024 * 1024),
)
