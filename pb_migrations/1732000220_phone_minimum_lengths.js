/// <reference path="../pb_data/types.d.ts" />

// Dispatch and recruiting call back on the phone number a quote or an application gives, so
// it needs its area code: at least 10 characters, the contact form's rule (public-site.md §5).
const PHONE_MINIMUM = 10
const COLLECTIONS = ['quotes', 'job_applications']

function setPhoneMinimum(app, minimum) {
  for (const name of COLLECTIONS) {
    const collection = app.findCollectionByNameOrId(name)
    collection.fields.getByName('phone').min = minimum
    app.save(collection)
  }
}

migrate(
  (app) => setPhoneMinimum(app, PHONE_MINIMUM),
  (app) => setPhoneMinimum(app, 0),
)
