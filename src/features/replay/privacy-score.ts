// Spec §9: how much a visitor's browser protects their privacy, from their fingerprint.

export interface FingerprintFacts {
  doNotTrack?: string | null
  cookieEnabled?: boolean
  localStorage?: boolean
  sessionStorage?: boolean
  webdriver?: boolean
  permissions?: Record<string, string>
}

export interface ScoreItem {
  label: string
  points: number
  applies: boolean
}

const isDenied = (permissions: Record<string, string> | undefined, name: string) => permissions?.[name] === 'denied'

/** Every rule with its points and whether it applies to `facts`. */
export function privacyBreakdown(facts: FingerprintFacts): ScoreItem[] {
  return [
    { label: 'Do Not Track enabled', points: 20, applies: facts.doNotTrack === '1' || facts.doNotTrack === 'yes' },
    { label: 'Cookies disabled', points: 15, applies: facts.cookieEnabled === false },
    { label: 'Geolocation denied', points: 10, applies: isDenied(facts.permissions, 'geolocation') },
    { label: 'Camera denied', points: 10, applies: isDenied(facts.permissions, 'camera') },
    { label: 'Microphone denied', points: 10, applies: isDenied(facts.permissions, 'microphone') },
    { label: 'Local storage blocked', points: 15, applies: facts.localStorage === false },
    { label: 'Session storage blocked', points: 10, applies: facts.sessionStorage === false },
    { label: 'Automation driver detected', points: 10, applies: facts.webdriver === true },
  ]
}

/** 0 to 100 (capped). Above 50 earns the primary badge. */
export function privacyScore(facts: FingerprintFacts): number {
  return Math.min(100, privacyBreakdown(facts).reduce((sum, item) => sum + (item.applies ? item.points : 0), 0))
}

/** Spec §2 Uniqueness tab: what makes a browser stand out, with its weight. */
export const UNIQUENESS_FACTORS = [
  { label: 'Canvas signature', weight: 'High' },
  { label: 'WebGL renderer', weight: 'High' },
  { label: 'Audio fingerprint', weight: 'Medium' },
  { label: 'Font count', weight: 'Medium' },
  { label: 'Plugin count', weight: 'Low' },
  { label: 'Screen resolution', weight: 'Medium' },
] as const
