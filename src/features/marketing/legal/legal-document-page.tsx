import { Container, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHero } from '../../../components/page-hero'
import { company } from '../../../content/company'
import type { LegalDocument, LegalSection } from '../../../content/legal/types'
import classes from './legal-document-page.module.css'

function Paragraphs({ texts }: { texts?: readonly string[] }) {
  return texts?.map((text) => <p key={text}>{text}</p>)
}

/** Controls a page adds to its sections, by the section's `slot` name. */
type SectionSlots = Readonly<Record<string, ReactNode>>

function DocumentSection({ section, number, slots }: { section: LegalSection; number: number; slots: SectionSlots }) {
  return (
    <section aria-labelledby={`legal-section-${number}`}>
      <h2 id={`legal-section-${number}`}>
        {number}. {section.heading}
      </h2>
      <Paragraphs texts={section.paragraphs} />
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.slot && slots[section.slot]}
      <Paragraphs texts={section.after} />
      {section.seeAlso && (
        <p>
          <Link to={section.seeAlso.to}>{section.seeAlso.label}</Link>
        </p>
      )}
    </section>
  )
}

/** A legal document as a readable page: numbered sections, then how to reach us. */
export function LegalDocumentPage({ document, slots = {} }: { document: LegalDocument; slots?: SectionSlots }) {
  const contactNumber = document.sections.length + 1
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} subtitle={document.summary} />
      <Container size="md" className={classes.document}>
        <Text className={classes.effective}>Effective {document.effectiveDate}</Text>
        <Paragraphs texts={document.intro} />
        {document.sections.map((section, index) => (
          <DocumentSection key={section.heading} section={section} number={index + 1} slots={slots} />
        ))}
        <section aria-labelledby="legal-contact">
          <h2 id="legal-contact">{contactNumber}. Contact us</h2>
          <p>Questions about this document, or requests about your information, go to:</p>
          <address className={classes.address}>
            {company.legalName}
            <br />
            {company.address.oneLine}
            <br />
            E-mail:{' '}
            <a href={`mailto:${company.dispatchEmail}`}>{company.dispatchEmail}</a>
            <br />
            Phone:{' '}
            <a href={company.dispatchPhone.href}>{company.dispatchPhone.display}</a>{' '}
            ({company.officeHours})
          </address>
        </section>
      </Container>
    </>
  )
}
