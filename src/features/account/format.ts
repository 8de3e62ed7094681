/** A PocketBase date ('2025-01-05 14:30:00.000Z') as 'Jan 5, 2025', or '' when unset. */
export function formatDate(value: string): string {
  const date = new Date(value.replace(' ', 'T'))
  if (!value || Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

/** Length × width × height in feet, e.g. '42.5 × 12 × 11.5 ft'. */
export function formatDimensions({ length, width, height }: { length: number; width: number; height: number }): string {
  return `${length} × ${width} × ${height} ft`
}

/** Example: `formatWeight(95000)` is '95,000 lb'; 0 (not given) is ''. */
export function formatWeight(pounds: number): string {
  return pounds > 0 ? `${pounds.toLocaleString('en-US')} lb` : ''
}
