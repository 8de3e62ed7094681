import { Alert, Button, Paper, Text, Title } from '@mantine/core'
import { IconWorldSearch } from '@tabler/icons-react'
import { useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import classes from './analytics.module.css'
import { lookUpVisitor, VISITOR_INFO_FIELDS, type LookupResult } from './visitor-info'

function LookupAnswer({ result }: { result: LookupResult }) {
  if ('error' in result) {
    return (
      <Alert color="red" variant="light" role="alert">
        {result.error}
      </Alert>
    )
  }
  return (
    <>
      <Text size="sm" c="gray.7" mb="xs">
        {result.answered} of {result.services} services answered.
      </Text>
      <dl className={classes.infoList} aria-label="Visitor information">
        {VISITOR_INFO_FIELDS.map(([field, label]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{result.info[field] ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/** Visitor info: this browser's address and place, merged from three lookup services. */
export function VisitorInfoTool({ pb }: { pb: TypedPocketBase }) {
  const [result, setResult] = useState<LookupResult>()
  const [isLooking, setIsLooking] = useState(false)
  const detect = () => {
    setIsLooking(true)
    void lookUpVisitor(pb)
      .then(setResult)
      .finally(() => setIsLooking(false))
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="visitor-info-title">
      <Title order={2} fz="lg" id="visitor-info-title" mb="xs">
        Visitor Info
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Detects this browser’s IP address and location with the public lookup services set on the server.
      </Text>
      <Button mih={44} variant="default" leftSection={<IconWorldSearch size={18} aria-hidden="true" />} loading={isLooking} onClick={detect} mb="sm">
        Detect Visitor Info
      </Button>
      <div aria-live="polite">{result && <LookupAnswer result={result} />}</div>
    </Paper>
  )
}
