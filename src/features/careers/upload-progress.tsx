import '@mantine/core/styles/Progress.layer.css'
import { Progress, Text } from '@mantine/core'

/** How far the documents have been uploaded, for sighted and screen-reader users alike. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100)
  return (
    <div>
      <Text size="sm" mb={4} aria-hidden="true">
        Uploading documents… {percent}%
      </Text>
      {/* Mantine puts the role (and this name) on the bar itself, not on its outer box. */}
      <Progress value={percent} aria-label="Uploading documents" animated={percent < 100} />
    </div>
  )
}
