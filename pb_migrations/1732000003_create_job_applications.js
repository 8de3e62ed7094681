/// <reference path="../pb_data/types.d.ts" />

// Job applications with their documents in one multipart create. Documents are protected:
// only admins can download them, with a file token.
const ADMIN = "@request.auth.roles:each ?= 'admin'"
const TEN_MB = 10 * 1024 * 1024
const PDF = 'application/pdf'
const DOC = 'application/msword'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

migrate(
  (app) => {
    const applications = new Collection({
      type: 'base',
      name: 'job_applications',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: '',
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { type: 'text', name: 'job_title', required: true, max: 150 },
        { type: 'text', name: 'first_name', required: true, max: 100 },
        { type: 'text', name: 'last_name', required: true, max: 100 },
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'phone', required: true, max: 40 },
        { type: 'text', name: 'address', max: 200 },
        { type: 'text', name: 'city', max: 100 },
        { type: 'text', name: 'state', max: 100 },
        { type: 'text', name: 'zip_code', max: 20 },
        { type: 'number', name: 'experience_years', min: 0, max: 80, onlyInt: true },
        { type: 'bool', name: 'cdl_license' },
        { type: 'date', name: 'availability_date' },
        { type: 'text', name: 'cover_letter', max: 5000 },
        {
          type: 'file',
          name: 'resume',
          required: true,
          maxSelect: 1,
          maxSize: TEN_MB,
          protected: true,
          mimeTypes: [PDF, DOC, DOCX],
        },
        {
          type: 'file',
          name: 'cdl_document',
          maxSelect: 1,
          maxSize: TEN_MB,
          protected: true,
          mimeTypes: [PDF, 'image/jpeg', 'image/png'],
        },
        {
          type: 'file',
          name: 'other_documents',
          maxSelect: 10,
          maxSize: TEN_MB,
          protected: true,
          mimeTypes: [PDF, DOC, DOCX, 'image/jpeg', 'image/png'],
        },
        {
          type: 'select',
          name: 'status',
          maxSelect: 1,
          values: ['new', 'reviewed', 'interview', 'hired', 'rejected'],
        },
        {
          type: 'relation',
          name: 'user',
          collectionId: app.findCollectionByNameOrId('users').id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { type: 'select', name: 'notify_status', maxSelect: 1, values: ['pending', 'sent', 'failed'] },
        { type: 'number', name: 'notify_attempts', min: 0, onlyInt: true },
        { type: 'text', name: 'notify_error', max: 2000, hidden: true },
        { type: 'date', name: 'notified_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_job_applications_created` ON `job_applications` (`created`)',
        'CREATE INDEX `idx_job_applications_status` ON `job_applications` (`status`)',
        'CREATE INDEX `idx_job_applications_notify_status` ON `job_applications` (`notify_status`)',
      ],
    })
    app.save(applications)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('job_applications'))
  },
)
