/// <reference path="../../../pb_data/types.d.ts" />

// The experience choices of the application form (public-site.md §5).
const EXPERIENCE_LABELS = { 0: 'Less than 1 year', 1: '1-2 years', 3: '3-5 years', 6: '6-10 years', 11: '10+ years' }

/** Each document field with its label and where the names the applicant's files had are kept. */
const DOCUMENT_FIELDS = [
  ['resume', 'Resume', 'resume_name'],
  ['cdl_document', 'CDL', 'cdl_document_name'],
  ['other_documents', 'Other document', 'other_document_names'],
]

/** The kept names: one in a text field, or a JSON list (read as is: two files may share a name). */
function originalNames(application, namesField) {
  const raw = application.getString(namesField)
  if (namesField !== 'other_document_names') return [raw]
  try {
    const names = JSON.parse(raw)
    return Array.isArray(names) ? names.map(String) : []
  } catch {
    return []
  }
}

/**
 * Each attached document under the name it had on the applicant's computer, as
 * `Resume: My resume.pdf`; the stored name where none was kept. The files stay in the back office.
 */
function documentList(application) {
  const lines = []
  for (const [field, label, namesField] of DOCUMENT_FIELDS) {
    const stored = application.getStringSlice(field)
    const originals = originalNames(application, namesField)
    for (let i = 0; i < stored.length; i++) lines.push(`${label}: ${originals[i] || stored[i]}`)
  }
  return lines.join('\n')
}

function experience(years) {
  return EXPERIENCE_LABELS[years] || `${years} years`
}

const joinGiven = (parts, separator) => parts.filter((part) => part !== '').join(separator)

/** `12 Elm St` and `Dayton, OH 45414` on two lines, with whatever parts were given. */
function homeAddress(application, orNotGiven) {
  const stateAndZip = joinGiven([application.getString('state'), application.getString('zip_code')], ' ')
  const cityLine = joinGiven([application.getString('city'), stateAndZip], ', ')
  return orNotGiven(joinGiven([application.getString('address'), cityLine], '\n'))
}

/** The careers address gets each application with its documents listed; the applicant a confirmation. */
function applicationMails(app, application) {
  const { isolated, paragraphText, renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const values = require(`${__hooks}/lib/mail/values.js`)
  const settings = values.mailSettings(app)
  const name = `${application.getString('first_name')} ${application.getString('last_name')}`
  const position = application.getString('job_title')

  const body = renderMail({
    heading: 'New job application',
    paragraphs: [[isolated(name), ' applied for ', isolated(position), '.']],
    rows: [
      ['Position', position],
      ['Name', name],
      ['Email', application.getString('email')],
      ['Phone', application.getString('phone')],
      ['Address', homeAddress(application, values.orNotGiven)],
      ['Experience', experience(application.getInt('experience_years'))],
      ['CDL license', application.getBool('cdl_license') ? 'Yes' : 'No'],
      ['Available from', values.day(application, 'availability_date')],
      ['Cover letter', values.orNotGiven(application.getString('cover_letter'))],
      ['Documents', documentList(application)],
      ['Sent by', values.senderAccount(app, application)],
      ['Received', values.receivedAt(application)],
      ['Reference', application.id],
    ],
    link: {
      href: `${settings.appUrl}/admin/careers?application=${encodeURIComponent(application.id)}`,
      label: 'Open in the back office to download the documents',
    },
    footer: 'Reply to this e-mail to answer the applicant.',
  })

  return [
    {
      kind: 'careers',
      to: settings.careers,
      replyTo: application.getString('email'),
      subject: `Job application: ${paragraphText([isolated(name), ', ', isolated(position)])}`,
      ...body,
    },
    require(`${__hooks}/lib/mail/application-confirmation.js`).applicantConfirmation(app, application),
  ]
}

module.exports = { applicationMails }
