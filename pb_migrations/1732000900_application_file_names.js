/// <reference path="../pb_data/types.d.ts" />

// The names the resume and the CDL had on the applicant's computer (PocketBase stores an
// upload as name_random.ext), for the careers mail to list them as sent; the other documents
// have theirs in `other_document_names`. Filled by server/submissions.go. An
// application received before this keeps its stored names: the originals are gone.
const NAMES = [
  ['resume', 'resume_name'],
  ['cdl_document', 'cdl_document_name'],
]

function positionOf(fields, name) {
  for (let i = 0; i < fields.length; i++) if (fields[i].name === name) return i
  return fields.length
}

migrate(
  (app) => {
    const applications = app.findCollectionByNameOrId('job_applications')
    for (const [fileField, nameField] of NAMES) {
      applications.fields.addAt(positionOf(applications.fields, fileField) + 1, new TextField({ name: nameField, max: 255 }))
    }
    app.save(applications)
    for (const [fileField, nameField] of NAMES) {
      app
        .db()
        .newQuery(`UPDATE \`job_applications\` SET \`${nameField}\` = \`${fileField}\` WHERE \`${nameField}\` = ''`)
        .execute()
    }
  },
  (app) => {
    const applications = app.findCollectionByNameOrId('job_applications')
    for (const [, nameField] of NAMES) applications.fields.removeByName(nameField)
    app.save(applications)
  },
)
