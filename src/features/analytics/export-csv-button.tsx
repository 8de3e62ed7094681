import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { notifyError } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { downloadAnalyticsCsv } from './analytics-calls'

/** Export CSV: every event, streamed by the server as analytics-{date}.csv. */
export function ExportCsvButton({ pb }: { pb: TypedPocketBase }) {
  const [isExporting, setIsExporting] = useState(false)
  const exportCsv = () => {
    setIsExporting(true)
    downloadAnalyticsCsv(pb)
      .catch((error: unknown) => {
        console.error('Could not export analytics.', error)
        notifyError('Export Failed', 'Failed to export analytics. Please try again.')
      })
      .finally(() => setIsExporting(false))
  }
  return (
    <Button mih={44} leftSection={<IconDownload size={18} aria-hidden="true" />} loading={isExporting} onClick={exportCsv}>
      Export CSV
    </Button>
  )
}
