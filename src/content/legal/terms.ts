import { company } from '../company'
import type { LegalDocument } from './types'

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: 'The terms that apply when you use this website and request our services.',
  effectiveDate: 'November 1, 2026',
  intro: [
    `These terms apply to your use of this website, operated by ${company.legalName}, a motor carrier registered under USDOT ${company.usdotNumber} and ${company.mcNumber}. By using the site you accept them. Transport itself is governed by the documents described in section 3.`,
  ],
  sections: [
    {
      heading: 'Using this website',
      paragraphs: ['You may use the site to learn about our services, request quotes, contact us, apply for jobs and manage your account. You agree not to:'],
      items: [
        'submit false information, or requests on behalf of someone without their permission;',
        'upload files that contain malware or content you have no right to share;',
        'attempt to access accounts, records or parts of the site that are not yours;',
        'overload, scrape or probe the site in ways that interfere with other users.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You are responsible for keeping your password secret and for activity under your account. Tell us at once if you believe your account has been misused. We may suspend accounts used in breach of these terms.',
      ],
    },
    {
      heading: 'Quotes and transport',
      paragraphs: [
        'A quote given through this site is an estimate based on the information you provide. It becomes binding only when confirmed in a written rate confirmation. Weight, dimensions, routes, permit conditions and schedules that differ from your request can change the price and timing.',
        'Every shipment is governed by the rate confirmation, the bill of lading and applicable federal and state law, including the rules on carrier liability for loss and damage. Transit times depend on permits, weather and travel restrictions set by the authorities, and are estimates unless agreed otherwise in writing.',
      ],
    },
    {
      heading: 'Job applications',
      paragraphs: [
        'Submitting an application does not create an offer of employment. Employment is subject to our hiring process, including background checks and, for driving positions, DOT-required qualification and drug and alcohol testing.',
      ],
    },
    {
      heading: 'Content and trademarks',
      paragraphs: [
        `The text, images, logos and design of this site belong to ${company.legalName} or its licensors. You may view and print pages for your own use; any other use needs our written permission.`,
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We work to keep the information on this site accurate and the site available, but it is provided "as is". Capacity figures, equipment descriptions and transit times are general information and not a commitment for any particular load.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of this website. Nothing in these terms limits liability that cannot be limited by law, or changes the liability rules that apply to a shipment under its transport documents.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we handle personal information, and what the site records about your visit with your consent, is explained in our Privacy Policy.'],
      seeAlso: { to: '/privacy', label: 'Read the Privacy Policy' },
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the State of Ohio and applicable federal law, and disputes are heard in the courts of Montgomery County, Ohio, unless the law requires otherwise. We may update these terms; the effective date above shows when they last changed.',
      ],
    },
  ],
}
