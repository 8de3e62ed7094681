import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { OutboxDraft } from '../../lib/outbox/outbox-entry'
import { LazySubmissionReceipt } from '../../lib/outbox/lazy-submission-receipt'
import { useOutboxForm, type KeptFields } from '../../lib/outbox/use-outbox-form'
import { LoadClassHint, LoadClassLine } from './load-class-hint'
import classes from './quote-form.module.css'
import { emptyQuote, measurementsReader, quoteDefaults, quoteRecordFields, quoteSchema, quoteValuesFrom, type QuoteContact, type QuoteValues } from './quote-schema'
import { summarizeQuote } from './quote-summary'
import { quoteTexts } from './quote-texts'
import { NumberField } from '../../lib/form/fields/number-field'
import { LONG_TEXT_MAX_LENGTH, LONG_TEXT_MAX_ROWS } from '../../lib/form/long-texts'

interface QuoteFormProps {
  /** `full` has its own heading (an h3, under its page's section) and reply note; `simplified` is the form alone on a card. */
  variant?: 'full' | 'simplified'
  draft?: OutboxDraft
  /** Filled in for a signed-in user, and kept when the form is cleared after sending. */
  contact?: QuoteContact
  onSubmitted?: () => void
}

const toSubmission = (values: QuoteValues) => ({
  collection: 'quotes' as const,
  fields: quoteRecordFields(values),
  title: `Quote: ${values.origin.trim()} to ${values.destination.trim()}`,
})

// Every field is typed or picked: there are no files to leave out.
const keep: KeptFields<QuoteValues> = { name: 'quote', fields: Object.keys(emptyQuote) as (keyof QuoteValues)[] }

export function QuoteForm({ variant = 'full', draft, contact, onSubmitted }: QuoteFormProps) {
  const { form, formProps, receipt, startAgain } = useOutboxForm({
    schema: quoteSchema,
    defaults: draft ? quoteValuesFrom(draft.fields) : quoteDefaults(contact),
    texts: quoteTexts,
    toSubmission,
    summarize: summarizeQuote,
    draft,
    onSubmitted,
    keep,
  })
  const [readMeasurements] = useState(measurementsReader)
  if (receipt) {
    // A signed-in user follows the quote's status in My Quotes.
    const follow = contact && (
      <Button component={Link} to="/quotes" variant="default">
        Follow it in My Quotes
      </Button>
    )
    return (
      <LazySubmissionReceipt receipt={receipt} texts={quoteTexts} onAgain={startAgain} actions={follow} headingOrder={variant === 'full' ? 3 : 2} />
    )
  }

  const fields = (
    <form {...formProps} aria-label="Quote request">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="customer_name">{(f) => <f.TextField label="Full Name" autoComplete="name" required />}</form.AppField>
          <form.AppField name="email">{(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}</form.AppField>
          <form.AppField name="phone">{(f) => <f.TextField label="Phone" type="tel" autoComplete="tel" required />}</form.AppField>
          <form.AppField name="equipment">
            {(f) => <f.TextField label="Equipment" description="e.g. Lowboy, RGN, Step Deck" required />}
          </form.AppField>
          <form.AppField name="origin">{(f) => <f.TextField label="Origin" placeholder="e.g. Dayton, OH" required />}</form.AppField>
          <form.AppField name="destination">
            {(f) => <f.TextField label="Destination" placeholder="e.g. Houston, TX" required />}
          </form.AppField>
        </SimpleGrid>
        <div className={classes.load}>
          <form.Subscribe selector={(state) => readMeasurements(state.values)}>{(load) => <LoadClassLine load={load} />}</form.Subscribe>
          <Stack gap="md">
            {/* Beside the estimate on tablets, the three sizes stack: side by side they would be too narrow for their steppers. */}
            <SimpleGrid cols={{ base: 1, xs: 3, sm: 1, lg: 3 }}>
              <form.AppField name="length">{() => <NumberField label="Length (ft)" step={0.1} min={0} keepTyped required />}</form.AppField>
              <form.AppField name="width">{() => <NumberField label="Width (ft)" step={0.1} min={0} keepTyped required />}</form.AppField>
              <form.AppField name="height">{() => <NumberField label="Height (ft)" step={0.1} min={0} keepTyped required />}</form.AppField>
            </SimpleGrid>
            <form.AppField name="weight_lb">
              {() => (
                <NumberField label="Load weight (lb)" description="Optional" step={100} min={0} thousandSeparator="," allowDecimal={false} keepTyped />
              )}
            </form.AppField>
          </Stack>
          <div className={classes.loadHint}>
            <form.Subscribe selector={(state) => readMeasurements(state.values)}>{(load) => <LoadClassHint load={load} />}</form.Subscribe>
          </div>
        </div>
        <form.AppField name="pickup_date">{(f) => <f.TextField label="Pickup date" description="Optional" type="date" />}</form.AppField>
        <form.AppField name="notes">
          {(f) => <f.TextareaField label="Notes" description="Optional: cargo, timing, site access" maxRows={LONG_TEXT_MAX_ROWS} maxCharacters={LONG_TEXT_MAX_LENGTH.quotes.notes} />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Submit Quote Request" busyLabel="Submitting..." size="md" />
        </form.AppForm>
      </Stack>
    </form>
  )

  if (variant === 'simplified') return <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>{fields}</Paper>
  return (
    <>
      <Title order={3} size="h4">
        Request a Quote
      </Title>
      <Text c="gray.7" mt={4} mb="md">
        Responses typically come within 24 hours or less.
      </Text>
      {fields}
    </>
  )
}
