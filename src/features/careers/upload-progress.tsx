import '@mantine/core/styles/Progress.layer.css'
import { Progress, Text } from '@mantine/core'

/** How far the documents have been uploaded, for sighted and screen-reader users alike. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100)
  return (
    <div>
      <Text size="sm" mb={4} id="upload-progress-label">
        Uploading documents… {percent}%
      </Text>
      <Progress value={percent} aria-labelledby="upload-progress-label" animated={percent < 100} />
    </div>
  )
}
