import { company } from '../company'
import type { LegalDocument } from './types'

/** Where the privacy page puts the controls to change the analytics choice and to be forgotten. */
export const CONSENT_SETTINGS_SLOT = 'consent-settings'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: 'What we collect when you use this website, why, and the choices you have.',
  effectiveDate: 'November 1, 2026',
  intro: [
    `This policy explains what information ${company.legalName} ("${company.name}", "we") collects through this website, what we use it for and how you can control it. In short: we keep what you send us to answer you, and we record how you use the site only if you say yes.`,
  ],
  sections: [
    {
      heading: 'Information you give us',
      paragraphs: ['When you fill in a form, we store what you enter so we can act on it:'],
      items: [
        'Quote requests: your name, e-mail, phone, the origin and destination, equipment, load dimensions and weight, pickup date and notes.',
        'Contact messages: your name, e-mail, optional phone number, subject and message.',
        'Job applications: your name and contact details, address, driving and work experience, CDL status, availability date, cover letter and the documents you upload (resume, CDL and any others).',
        'Accounts: your e-mail, name, optional phone and company, the role you chose and your password, which is stored only as a one-way hash.',
      ],
      after: [
        'If you are signed in, quotes you send are linked to your account so you can follow them. A copy of each submission is e-mailed to our dispatch or hiring team.',
      ],
    },
    {
      heading: 'What the website records about your visit, and when',
      paragraphs: [
        'When you first visit, a banner asks whether you accept analytics. Until you answer, and if you decline, this site records nothing about your visit. Only after you accept do we record:',
      ],
      items: [
        'the pages you view, their titles and the page you came from;',
        'a random visitor identifier and a session identifier kept in your browser;',
        'clicks, scrolling, mouse movement and which form fields you focus (never what you type in them), used for session replays and heatmaps;',
        'your device and browser type, screen and window size, language and time zone;',
        'your IP address, shortened so that it no longer identifies your connection, and, where available, the approximate country and city derived from it.',
      ],
      after: [
        'We use this to see which pages help visitors, find what confuses them and fix problems. It is stored on our own server, is visible only to our administrators, is not sold or shared for advertising, and is not combined with data from other websites. Raw interaction events and replays are deleted automatically after a limited retention period; only aggregated counts, such as the number of clicks on a button, are kept longer.',
      ],
    },
    {
      heading: 'How to refuse or change your choice',
      items: [
        'Decline in the banner. Nothing about your visit is recorded, nothing is sent, and the site works exactly the same.',
        'Changed your mind? Change your choice below at any time. It applies at once, in every tab you have open.',
        'Forget me, below, erases everything recorded about visits from this browser on our server (page views, your visitor record, your consent answer and any session recordings), removes the visitor and session ids from your browser, and asks for your choice again.',
        `To have anything else deleted, write to ${company.dispatchEmail} with the subject "Privacy request".`,
      ],
      slot: CONSENT_SETTINGS_SLOT,
      after: ['We remember your answer in your browser so we do not ask on every page, and we keep a record of the answer itself (accept or decline, when, and on which page) to show that we asked.'],
    },
    {
      heading: 'What we keep in your browser',
      paragraphs: [
        'Some information is stored in your own browser because the site needs it to work, and only what you accept is used for analytics:',
      ],
      items: [
        'your sign-in session, if you sign in;',
        'your analytics choice, so the banner does not return on every page;',
        'if you accept analytics: a random visitor id, a session id that lasts until you close the tab, and events not yet sent (while you are offline, for instance);',
        'whether you closed the floating quote offer, until you close the tab;',
        'forms you sent while offline, until they are delivered;',
        'the site’s own files, so pages open quickly and work without a connection.',
      ],
    },
    {
      heading: 'How we use and share information',
      paragraphs: [
        'We use the information you send to prepare quotes, plan and carry out transport, answer messages, review job applications and run your account. We do not sell personal information and we do not use advertising or third-party analytics services.',
        'We share information only as far as a job requires: load details and contact names with the permit offices, escorts and utilities involved in a move; and with the providers that host our server and deliver our e-mail, who process it only on our instructions. We disclose information to authorities when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Quote requests and contact messages: as long as needed to answer and for our business records.',
        'Job applications and their documents: for the hiring process and up to two years afterwards, unless you ask us to delete them sooner.',
        'Accounts: until you ask us to close yours.',
        'Visit analytics: as described above, raw events and replays for a limited period, aggregated counts longer.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The site is served over encrypted connections. Passwords are stored only as hashes, uploaded job documents can be opened only by our administrators, and back-office access is limited to staff who need it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can ask to see the personal information we hold about you, have it corrected or deleted, or stop us from using it for analytics. Write to ${company.dispatchEmail} with the subject "Privacy request"; we answer within 30 days. Depending on where you live, you may have further rights under your state’s privacy law, and we honor them.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['This website is meant for businesses and job seekers aged 18 or older. We do not knowingly collect information from children.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['When we change this policy, we update the effective date above. If a change affects what we record about your visit, we ask for your consent again.'],
    },
  ],
}
