/** What the tracking test tool shows: whether the ingest took the event, and its status text. */
export interface TrackingTestResult {
  ok: boolean
  status: string
}

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

/**
 * Posts one `custom` event named `tracking_test` to the ingest, as the tracker would, under an
 * id of its own so the admin's test never mixes with a real visitor's rows.
 */
export async function sendTrackingTest(baseUrl: string, pageUrl: string): Promise<TrackingTestResult> {
  const batch = {
    consent_id: `admintest${randomId()}`.slice(0, 32),
    session_id: crypto.randomUUID(),
    events: [{ id: crypto.randomUUID(), type: 'custom', name: 'tracking_test', timestamp: Date.now(), page_url: pageUrl, properties: { source: 'admin_tracking_test' } }],
  }
  try {
    const response = await fetch(new URL('/api/track', baseUrl), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(batch) })
    const statusText = response.statusText || (response.ok ? 'OK' : 'Error')
    return { ok: response.ok, status: `${response.status} ${statusText}` }
  } catch (error) {
    return { ok: false, status: error instanceof Error ? error.message : 'Network error' }
  }
}
