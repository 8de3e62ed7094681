import { IconAnchor, IconBuildingBank, IconCertificate, IconMilitaryRank, IconSettingsCog, IconWorld, type Icon } from '@tabler/icons-react'
import type { Faq } from '../marketing-types'

export interface Solution {
  /** The anchor of its detailed section on /services, e.g. `permits` for /services#permits. */
  anchor: 'permits' | 'port' | 'cross-border' | 'specialized' | 'military' | 'government'
  title: string
  summary: string
  icon: Icon
  details: readonly string[]
  points: readonly string[]
}

export const solutions: readonly Solution[] = [
  {
    anchor: 'permits',
    title: 'Permit & Compliance',
    summary: 'Oversize and overweight permits in all 48 states and the Canadian provinces, filed by our own permit desk.',
    icon: IconCertificate,
    details: [
      'Every state sets its own limits, curfews, escort rules and bridge analysis requirements, and a superload often needs all of them at once. Our permit agents file with each state on the route, order engineering reviews where bridges require them and coordinate police escorts where a state mandates them.',
      'Because permitting is in-house, routing changes are turned around in hours, not days, and you get one set of documents for the whole trip.',
    ],
    points: ['Single-trip and annual permits', 'Bridge and structural analysis', 'Travel curfews and holiday restrictions planned in', 'Police escort coordination'],
  },
  {
    anchor: 'port',
    title: 'Port Pickups',
    summary: 'TWIC-certified drivers for ports, rail yards and terminals, timed to vessel discharges and crane windows.',
    icon: IconAnchor,
    details: [
      'Breakbulk cargo does not wait. We schedule trucks and escorts around the vessel, stage equipment close to the berth and move cargo straight from the hook onto the trailer, so you avoid storage charges and double handling.',
      'Our drivers hold TWIC credentials for secure areas, and dispatch keeps the terminal, the steamship agent and the consignee on the same timeline.',
    ],
    points: ['Direct vessel and rail discharges', 'Terminal gate and appointment handling', 'Import and export loads', 'Coordination with stevedores and cranes'],
  },
  {
    anchor: 'cross-border',
    title: 'Cross-Border Logistics',
    summary: 'Oversize freight moving between the US and Canada, with customs paperwork and provincial permits in one plan.',
    icon: IconWorld,
    details: [
      'A cross-border heavy move needs US state permits, provincial permits, customs clearance and often a change of escort requirements at the line. We build all of it into one plan and one quote, and work with your customs broker so the load clears without sitting at the border.',
    ],
    points: ['Provincial oversize permits', 'Customs broker coordination', 'Bonded and in-bond moves', 'Escort changes at the border planned ahead'],
  },
  {
    anchor: 'specialized',
    title: 'Specialized Transport',
    summary: 'Schnabels, hydraulic platforms, extendables and beam trailers for cargo no standard deck can carry.',
    icon: IconSettingsCog,
    details: [
      'Transformers, pressure vessels, tall machinery and long girders each call for a different trailer. We match the configuration to the cargo and the route, engineer the load plan and supply the rigging, so the piece rides within legal height and axle weights.',
    ],
    points: ['8 trailer configurations up to 19 axles', 'Load engineering and tie-down plans', 'Rigging and heavy lift coordination', 'Climate-controlled options'],
  },
  {
    anchor: 'military',
    title: 'Military Transport',
    summary: 'Vehicles, shelters and aerospace equipment moved with the security and documentation defense shippers require.',
    icon: IconMilitaryRank,
    details: [
      'We move armored vehicles, shelters, ground support equipment and aerospace components between bases, depots, test sites and manufacturers. Loads are tracked end to end, crews are vetted, and chain-of-custody documentation travels with the freight.',
    ],
    points: ['Base and depot access coordination', 'Continuous tracking and check calls', 'Chain-of-custody documents', 'Experienced, background-checked drivers'],
  },
  {
    anchor: 'government',
    title: 'Government Logistics',
    summary: 'Transport for federal, state and municipal agencies and their contractors, to public-sector standards.',
    icon: IconBuildingBank,
    details: [
      'Public works, utilities and transportation departments rely on us for bridge beams, generators, water treatment equipment and emergency response assets. We work to your procurement requirements, provide the insurance certificates and compliance records you need, and report progress in the format your project office asks for.',
    ],
    points: ['Bridge and infrastructure components', 'Emergency and storm response moves', 'Insurance and compliance documentation', 'Reporting for public project offices'],
  },
]

export const servicesFaqs: readonly Faq[] = [
  {
    question: 'How far in advance should I book an oversize load?',
    answer:
      'For standard oversize loads, book 3-5 business days ahead so we can file permits and schedule escorts. Superloads over 200,000 lb need 2-3 weeks, because bridge studies, route surveys and utility coordination take time. Call dispatch if you are short on time: we often find a way.',
  },
  {
    question: 'Do you handle the permits, or do I need to?',
    answer:
      'We do. Our in-house permit desk files oversize and overweight permits in all 48 states we are certified in and in the Canadian provinces, and arranges bridge analyses and police escorts where they are required.',
  },
  {
    question: 'What is the heaviest load you can move?',
    answer:
      'Our equipment handles loads up to 300,000 lb on up to 19 axles, across 8 trailer configurations. Tell us the dimensions and weight of your piece and we will recommend the right setup.',
  },
  {
    question: 'Can you reach us outside office hours?',
    answer:
      'Yes. The office is open Monday-Friday 8am-6pm ET, and dispatch and emergency support run 24/7, every day of the year, for loads in transit and urgent requests.',
  },
]
