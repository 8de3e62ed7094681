/// <reference path="../pb_data/types.d.ts" />

// Limits of the public forms that hold for every writer, not only the forms: the contact
// form's minimum lengths (public-site.md §5; a phone, when given, 10 characters) and the
// largest quote measurements the quote form takes.
const CONTACT_MINIMUM_LENGTHS = { name: 2, subject: 5, message: 10, phone: 10 }
const QUOTE_MAXIMUMS = { length: 500, width: 100, height: 100, weight_lb: 2000000 }

function setLimits(app, collectionName, property, limits) {
  const collection = app.findCollectionByNameOrId(collectionName)
  for (const [name, limit] of Object.entries(limits)) {
    collection.fields.getByName(name)[property] = limit
  }
  app.save(collection)
}

migrate(
  (app) => {
    setLimits(app, 'contact_messages', 'min', CONTACT_MINIMUM_LENGTHS)
    setLimits(app, 'quotes', 'max', QUOTE_MAXIMUMS)
  },
  (app) => {
    setLimits(app, 'contact_messages', 'min', { name: 0, subject: 0, message: 0, phone: 0 })
    setLimits(app, 'quotes', 'max', { length: null, width: null, height: null, weight_lb: null })
  },
)
