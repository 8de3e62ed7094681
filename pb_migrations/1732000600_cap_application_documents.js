/// <reference path="../pb_data/types.d.ts" />

// At most five other documents on a job application (a resume, a CDL and five more cover
// what the careers page asks for); server/submissions.go also caps the total size.

const MAX_OTHER_DOCUMENTS = 5
const BEFORE = 10

function setOtherDocumentsLimit(app, maxSelect) {
  const applications = app.findCollectionByNameOrId('job_applications')
  applications.fields.getByName('other_documents').maxSelect = maxSelect
  app.save(applications)
}

migrate(
  (app) => setOtherDocumentsLimit(app, MAX_OTHER_DOCUMENTS),
  (app) => setOtherDocumentsLimit(app, BEFORE),
)
