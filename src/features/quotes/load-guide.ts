import { formatWeight } from '../../lib/format'
import {
  classifyLoad,
  LEGAL_LIMITS,
  MAX_CAPACITY_LB,
  type LoadClass,
  type LoadMeasurements,
} from './load-class'

/** Sentence case, every one; the server names the classes the same (pb_hooks/lib/load-class.js). */
export const LOAD_CLASS_LABELS: Record<LoadClass, string> = {
  legal: 'Legal load',
  oversize: 'Oversize load',
  heavy_haul: 'Heavy haul',
  super_heavy: 'Super heavy',
  ultra_heavy: 'Ultra heavy',
  over_maximum: 'Over our maximum',
}

const SUMMARIES: Record<LoadClass, string> = {
  legal: 'Within common US legal limits (8 ft 6 in wide, 13 ft 6 in high, 53 ft long, 80,000 lb).',
  oversize: 'Larger than the common US legal limits, at a legal weight.',
  heavy_haul: 'Above about 80,000 lb gross: a heavy haul move.',
  super_heavy: 'A superload of 125,000 to 200,000 lb.',
  ultra_heavy: 'A superload of 200,000 to 300,000 lb.',
  over_maximum: `Above our ${formatWeight(MAX_CAPACITY_LB)} maximum capacity.`,
}

/**
 * A need and what it is about: a load needs one escort plan and one route survey, however
 * many of its measurements call for them, so only the first need of such a topic is listed.
 */
interface Need {
  text: string
  topic?: 'escort' | 'survey'
}

const WEIGHT_NEEDS: Record<LoadClass, Need[]> = {
  legal: [],
  oversize: [],
  heavy_haul: [{ text: 'Overweight permit in each state on the route' }, { text: 'Multi-axle trailer to spread the axle weights' }],
  super_heavy: [
    { text: 'Superload permits, often with a bridge engineering review' },
    { text: 'Route survey before the move', topic: 'survey' },
    { text: 'Pilot car escorts', topic: 'escort' },
  ],
  ultra_heavy: [
    { text: 'Superload permits with a bridge engineering analysis' },
    { text: 'Route survey and utility coordination', topic: 'survey' },
    { text: 'Several escorts, sometimes police', topic: 'escort' },
  ],
  over_maximum: [{ text: 'Dispatch will call you about options, such as splitting the load' }],
}

function dimensionNeeds({ widthFt = 0, heightFt = 0, lengthFt = 0 }: LoadMeasurements): Need[] {
  const needs: Need[] = []
  if (widthFt > LEGAL_LIMITS.widthFt) needs.push({ text: 'Oversize permit for the width' })
  if (widthFt > 16) needs.push({ text: 'Route survey; some states add a police escort', topic: 'survey' })
  if (widthFt > 12) needs.push({ text: 'Pilot car escort for the width', topic: 'escort' })
  if (heightFt > LEGAL_LIMITS.heightFt) needs.push({ text: 'Height permit and a route checked for bridges and wires' })
  if (heightFt > 15) needs.push({ text: 'Height pole escort' })
  if (lengthFt > LEGAL_LIMITS.lengthFt) needs.push({ text: 'Oversize permit for the length' })
  if (lengthFt > 90) needs.push({ text: 'Rear escort for the length', topic: 'escort' })
  return needs
}

/** Each need once, and one per topic. */
function distinctNeeds(needs: Need[]): string[] {
  const seenTopics = new Set<string>()
  const texts: string[] = []
  for (const { text, topic } of needs) {
    if (topic && seenTopics.has(topic)) continue
    if (topic) seenTopics.add(topic)
    if (!texts.includes(text)) texts.push(text)
  }
  return texts
}

export interface LoadGuide {
  loadClass: LoadClass
  label: string
  summary: string
  /** What such a load usually needs; empty for a legal load. */
  needs: string[]
}

const BOOKING: Record<LoadClass, string | null> = {
  legal: null,
  oversize: 'Book 3-5 business days ahead',
  heavy_haul: 'Book 3-5 business days ahead',
  super_heavy: 'Allow extra time for superload permits',
  ultra_heavy: 'Book 2-3 weeks ahead',
  over_maximum: null,
}

/** The class of a load with what it usually needs, as a guide that dispatch confirms. */
export function describeLoad(load: LoadMeasurements): LoadGuide {
  const loadClass = classifyLoad(load)
  const booking = BOOKING[loadClass]
  const needs =
    loadClass === 'over_maximum'
      ? WEIGHT_NEEDS.over_maximum
      : [...WEIGHT_NEEDS[loadClass], ...dimensionNeeds(load), ...(booking ? [{ text: booking }] : [])]
  return { loadClass, label: LOAD_CLASS_LABELS[loadClass], summary: SUMMARIES[loadClass], needs: distinctNeeds(needs) }
}
