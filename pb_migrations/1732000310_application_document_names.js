/// <reference path="../pb_data/types.d.ts" />

// PocketBase stores an uploaded file as name_random.ext. The back office saves an applicant's
// other documents under the names they had on the applicant's computer, so those are kept
// here, in the order of `other_documents` (filled by pb_hooks/submissions.pb.js). An
// application received before this keeps its stored names: the originals are gone.
const FIELD = 'other_document_names'

function positionOf(fields, name) {
  for (let i = 0; i < fields.length; i++) if (fields[i].name === name) return i
  return fields.length
}

migrate(
  (app) => {
    const applications = app.findCollectionByNameOrId('job_applications')
    const afterDocuments = positionOf(applications.fields, 'other_documents') + 1
    applications.fields.addAt(afterDocuments, new JSONField({ name: FIELD, maxSize: 20000 }))
    app.save(applications)
    app
      .db()
      .newQuery(
        `UPDATE \`job_applications\` SET \`${FIELD}\` = \`other_documents\` WHERE \`${FIELD}\` IS NULL OR \`${FIELD}\` = ''`,
      )
      .execute()
  },
  (app) => {
    const applications = app.findCollectionByNameOrId('job_applications')
    applications.fields.removeByName(FIELD)
    app.save(applications)
  },
)
