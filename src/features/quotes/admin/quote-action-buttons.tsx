import { ActionIcon, Button, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { IconArchive, IconCheck, IconTrash } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import type { QuoteRecord } from '../../../lib/record-types'
import { nextQuoteStatuses, QUOTE_STATUS_ACTIONS, type QuoteMove } from './quote-transitions'
import type { QuoteActions } from './use-quote-actions'

interface QuoteButtonsProps {
  quote: QuoteRecord
  actions: QuoteActions
  /** In a list, each button also names the customer for screen readers. */
  inList?: boolean
  size?: ButtonProps['size']
}

const MOVE_LOOKS: Record<QuoteMove, Pick<ButtonProps, 'variant' | 'color' | 'leftSection'>> = {
  // The reviewed badge's green, dark enough for white text (WCAG AA).
  reviewed: { variant: 'filled', color: '#1e7b34', leftSection: <IconCheck size={16} aria-hidden="true" /> },
  archived: { variant: 'default', leftSection: <IconArchive size={16} aria-hidden="true" /> },
}

// A button inside a table row must not also open the row.
const stop = (event: MouseEvent) => event.stopPropagation()

function Whose({ quote, inList }: Pick<QuoteButtonsProps, 'quote' | 'inList'>) {
  return inList ? <VisuallyHidden> (quote from {quote.customer_name})</VisuallyHidden> : null
}

/** A button per move the status machine allows from the quote's status. */
export function QuoteStatusButtons({ quote, actions, inList, size = 'sm' }: QuoteButtonsProps) {
  return nextQuoteStatuses(quote.status).map((status) => (
    <Button
      key={status}
      size={size}
      mih={44}
      {...MOVE_LOOKS[status]}
      loading={actions.pending?.id === quote.id && actions.pending.action === status}
      onClick={(event) => {
        stop(event)
        void actions.changeStatus(quote, status)
      }}
    >
      {QUOTE_STATUS_ACTIONS[status]}
      <Whose quote={quote} inList={inList} />
    </Button>
  ))
}

/** Deletes after the spec's confirmation. */
export function DeleteQuoteButton({ quote, actions, inList }: QuoteButtonsProps) {
  if (!inList) {
    return (
      <Button mih={44} variant="outline" color="red.9" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => actions.askToDelete(quote)}>
        Delete
      </Button>
    )
  }
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      color="red.9"
      aria-label={`Delete quote from ${quote.customer_name}`}
      title="Delete"
      onClick={(event) => {
        stop(event)
        actions.askToDelete(quote)
      }}
    >
      <IconTrash size={20} aria-hidden="true" />
    </ActionIcon>
  )
}
