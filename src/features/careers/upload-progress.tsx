import '@mantine/core/styles/Progress.layer.css'
import { Progress, Text } from '@mantine/core'

/**
 * How far the documents have been uploaded, for sighted and screen-reader users alike; once
 * every byte is sent, that the server is now checking them (which can take a moment).
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100)
  const isProcessing = percent >= 100
  return (
    <div>
      <Text size="sm" mb={4} aria-hidden="true">
        {isProcessing ? 'Documents uploaded. Our server is checking them…' : `Uploading documents… ${percent}%`}
      </Text>
      {/* Mantine puts the role (and this name) on the bar itself, not on its outer box. */}
      <Progress
        value={percent}
        aria-label={isProcessing ? 'Documents uploaded, being checked' : 'Uploading documents'}
        striped={isProcessing}
        animated
      />
    </div>
  )
}
