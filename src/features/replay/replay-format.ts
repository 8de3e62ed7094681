/** Spec §9: "Xh Ym Zs", "Ym Zs" or "Zs". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`
  if (minutes > 0) return `${minutes}m ${seconds}s`
  return `${seconds}s`
}

/** "#00000000042"; 0 is the site's first visitor, "Master Creator" (spec §9). */
export function formatVisitorNumber(visitorNumber: number): string {
  return visitorNumber === 0 ? 'Master Creator' : `#${String(visitorNumber).padStart(11, '0')}`
}

/** An offset in a recording as "m:ss" (elapsed time of the player and the event list). */
export function formatOffset(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}
