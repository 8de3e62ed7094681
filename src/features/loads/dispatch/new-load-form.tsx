import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Pill.layer.css'
import '@mantine/core/styles/PillsInput.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { LOAD_CLASSES, US_STATES } from '../../../lib/collections'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { isolated } from '../../../lib/format'
import { notifySuccess } from '../../../lib/notify'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { createLoad } from './create-load'
import { emptyLoad, loadFromQuote, newLoadSchema } from './new-load-schema'
import { StopFields } from './stop-fields'
import { SelectField } from '../../../lib/form/fields/select-field'
import { NumberField } from '../../../lib/form/fields/number-field'
import { FilesField } from '../../../lib/form/fields/file-field'

const CLASS_OPTIONS = LOAD_CLASSES.map((value) => ({
  value,
  label: value.replace('_', ' '),
}))

function useOpenQuotes(pb: TypedPocketBase) {
  const [quotes, setQuotes] = useState<QuoteRecord[]>([])
  useEffect(() => {
    pb.collection('quotes')
      .getList(1, 100, {
        filter: "status != 'archived'",
        sort: '-created',
        requestKey: null,
      })
      .then(({ items }) => setQuotes(items))
      .catch(() => setQuotes([]))
  }, [pb])
  return quotes
}

/** The quote a load is started from (from its details in the back office), read once; null when it cannot be read. */
function useStartingQuote(pb: TypedPocketBase, quoteId: string | undefined) {
  const [read, setRead] = useState<{ id: string; quote: QuoteRecord | null } | null>(null)
  useEffect(() => {
    if (!quoteId) return
    let current = true
    pb.collection('quotes')
      .getOne(quoteId, { requestKey: null })
      .then(
        (quote) => current && setRead({ id: quoteId, quote }),
        () => current && setRead({ id: quoteId, quote: null }),
      )
    return () => {
      current = false
    }
  }, [pb, quoteId])
  return read && read.id === quoteId ? read : null
}

interface NewLoadFormProps {
  pb: TypedPocketBase
  /** A quote to start from, prefilled as if chosen under "From a quote". */
  fromQuoteId?: string
  onDone: () => void
}

/** A new load, from a customer's quote (prefilled) or from scratch, with its stops and permits. */
export function NewLoadForm({ pb, fromQuoteId, onDone }: NewLoadFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const openQuotes = useOpenQuotes(pb)
  const startingQuote = useStartingQuote(pb, fromQuoteId)
  // The starting quote may be older than the open quotes listed.
  const started = startingQuote?.quote
  const quotes = started && !openQuotes.some(({ id }) => id === started.id) ? [started, ...openQuotes] : openQuotes
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: emptyLoad,
    validators: { onChange: newLoadSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await createLoad(pb, value)
        formApi.reset()
        notifySuccess('Load Created', `The load for ${value.customer_name} is scheduled.`)
        onDone()
      } catch (error) {
        setFailure(showSaveFailure(formApi, error, 'Failed to create the load.') ?? null)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  const routeStates = useStore(form.store, (state) => state.values.route_states)
  const quoteId = useStore(form.store, (state) => state.values.quote)

  const chooseQuote = (id: string | null) => {
    const quote = quotes.find((candidate) => candidate.id === id)
    form.reset(quote ? loadFromQuote(quote) : emptyLoad, {
      keepDefaultValues: true,
    })
  }
  useEffect(() => {
    if (started) form.reset(loadFromQuote(started), { keepDefaultValues: true })
  }, [form, started])

  return (
    <form ref={formRef} noValidate aria-label="New load" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <Select
          label="From a quote"
          description="Prefills the load; the quote is linked and marked reviewed"
          placeholder="From scratch"
          data={quotes.map((quote) => ({
            value: quote.id,
            label: `${isolated(quote.customer_name)} · ${isolated(quote.origin)} → ${isolated(quote.destination)}`,
          }))}
          value={quoteId || null}
          onChange={chooseQuote}
          clearable
          searchable
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <form.AppField name="customer_name">{(f) => <f.TextField label="Customer" required maxLength={100} />}</form.AppField>
          <form.AppField name="customer_phone">{(f) => <f.TextField label="Customer phone" type="tel" />}</form.AppField>
          <form.AppField name="customer_email">{(f) => <f.TextField label="Customer e-mail" type="email" />}</form.AppField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <form.AppField name="equipment">{(f) => <f.TextField label="Equipment" required maxLength={100} />}</form.AppField>
          <form.AppField name="load_class">{() => <SelectField label="Load class" data={CLASS_OPTIONS} clearable />}</form.AppField>
          <form.AppField name="pickup_date">{(f) => <f.TextField label="Pickup date" type="date" required />}</form.AppField>
        </SimpleGrid>
        {/* Two a row: four with steppers in the dialog's width cut off a weight like 95,000. */}
        <SimpleGrid cols={2}>
          <form.AppField name="length">{() => <NumberField label="Length (ft)" />}</form.AppField>
          <form.AppField name="width">{() => <NumberField label="Width (ft)" />}</form.AppField>
          <form.AppField name="height">{() => <NumberField label="Height (ft)" />}</form.AppField>
          <form.AppField name="weight_lb">{() => <NumberField label="Weight (lb)" />}</form.AppField>
        </SimpleGrid>
        <MultiSelect
          label="States on the route"
          description="Checked against the escorts' certifications"
          data={[...US_STATES]}
          value={routeStates}
          onChange={(states) => form.setFieldValue('route_states', states)}
          searchable
        />
        <form.AppField name="special_instructions">
          {(f) => <f.TextareaField label="Special instructions" minRows={2} maxRows={6} />}
        </form.AppField>
        <StopFields form={form} />
        <form.AppField name="permits">
          {() => (
            <FilesField
              label="Permits"
              description="PDF or images, up to 10 MB each"
              accept="application/pdf,image/jpeg,image/png,image/webp"
            />
          )}
        </form.AppField>
        <FormFailure message={startingQuote && !started ? 'The quote could not be read (it may have been deleted). Choose one above or fill in the load.' : null} />
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onDone}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton mih={44} label="Create Load" busyLabel="Creating..." />
          </form.AppForm>
        </Group>
        <Text size="sm" c="gray.7">
          The load starts scheduled; assign a driver and escorts from the list.
        </Text>
      </Stack>
    </form>
  )
}
