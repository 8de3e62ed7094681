import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core'
import { IconCircleCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { withEmailAddresses } from '../../components/email-address'
import { RoutePlaces } from '../../components/route-places'
import { savedNotice } from './notices'
import type { Receipt } from './receipt'
import classes from './submission-receipt.module.css'
import type { SubmissionTexts } from './use-outbox-submission'

interface SubmissionReceiptProps {
  receipt: Receipt
  texts: SubmissionTexts
  /** Brings back an empty form. */
  onAgain: () => void
  /** The level of the receipt's heading in its page; 2 unless it sits under another h2. */
  headingOrder?: TitleOrder
  /** Further actions beside the one that starts again, e.g. Close in a dialog. */
  actions?: ReactNode
}

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/**
 * What a form becomes once its submission was sent or saved for later: it stays until the
 * visitor starts again, with the reference, what was sent and when to expect a reply. Focus
 * moves to its heading, so it is seen and read out wherever the form was scrolled to.
 */
export function SubmissionReceipt({ receipt, texts, onAgain, headingOrder = 2, actions }: SubmissionReceiptProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
    headingRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' })
  }, [])
  const isSent = receipt.outcome === 'sent'
  const saved = receipt.savedReason ? savedNotice(texts.what, receipt.savedReason) : null

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.receipt}
      data-outcome={receipt.outcome}
      // What was sent is the visitor's own: session replays never record it.
      data-replay-private
    >
      <Stack gap="md">
        {/* Announced when a receipt of something saved for later turns into one of something sent. */}
        {/* The icon is a div, which a heading may not hold: it sits beside it. */}
        <div aria-live="polite" className={classes.heading}>
          <ThemeIcon size={36} radius="xl" color={isSent ? 'green.8' : 'hazard.5'} aria-hidden="true">
            {isSent ? <IconCircleCheck size={22} /> : <IconCloudUpload size={22} />}
          </ThemeIcon>
          <Title order={headingOrder} size="h3" id={headingId} ref={headingRef} tabIndex={-1} className={classes.title}>
            {isSent ? texts.receipt.heading : (saved?.title ?? texts.receipt.heading)}
          </Title>
        </div>
        <Text>
          Reference <span className={classes.reference}>{receipt.reference}</span> · submitted at {timeOf(receipt.submittedAt)}
        </Text>
        {isSent || !saved ? (
          <Text>{texts.receipt.reply}</Text>
        ) : (
          <Text>
            {saved.message}{' '}
            <Anchor component={Link} to="/outbox">
              See what is waiting
            </Anchor>
            .
          </Text>
        )}
        {receipt.summary.length > 0 && (
          <div>
            <Text fw={700} mb="xs">
              What you sent
            </Text>
            <dl className={classes.summary}>
              {receipt.summary.map((line) => (
                <div key={line.label} style={{ display: 'contents' }}>
                  <dt>{line.label}</dt>
                  <dd>{line.places ? <RoutePlaces places={line.places} /> : withEmailAddresses(line.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onAgain}>
            {texts.receipt.again}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Paper>
  )
}
