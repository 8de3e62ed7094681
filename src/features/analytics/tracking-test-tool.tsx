import { Alert, Button, Paper, Text, Title } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { sendTrackingTest, type TrackingTestResult } from './tracking-test'

/** Tracking test: posts a test event to the ingest and shows whether it was taken, with the status. */
export function TrackingTestTool({ baseUrl }: { baseUrl: string }) {
  const [result, setResult] = useState<TrackingTestResult>()
  const [isSending, setIsSending] = useState(false)
  const send = () => {
    setIsSending(true)
    void sendTrackingTest(baseUrl, window.location.pathname)
      .then(setResult)
      .finally(() => setIsSending(false))
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tracking-test-title">
      <Title order={2} fz="lg" id="tracking-test-title" mb="xs">
        Tracking Test
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Sends a test event (tracking_test) to the tracking endpoint.
      </Text>
      <Button mih={44} variant="default" leftSection={<IconSend size={18} aria-hidden="true" />} loading={isSending} onClick={send} mb="sm">
        Send Test Event
      </Button>
      <div aria-live="polite">
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" title={result.ok ? 'Test event sent' : 'Test event failed'}>
            Status: {result.status}
          </Alert>
        )}
      </div>
    </Paper>
  )
}
