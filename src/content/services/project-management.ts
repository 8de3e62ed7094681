import { IconChartBar, IconFileText, IconMapPin } from '@tabler/icons-react'
import type { Faq, Feature } from '../marketing-types'

export const projectIntro =
  'A plant relocation, a wind farm or a substation build can mean dozens of oversize loads that must arrive in the right order on the right day. We assign a project manager who owns the whole move: planning, permits, carriers, escorts, site coordination and reporting.'

export const prePlanning: readonly string[] = [
  'Site visits at origin and destination',
  'Load list with dimensions, weights and delivery sequence',
  'Route surveys and engineering for every oversize piece',
  'Permit strategy across every state and province on the route',
  'Schedule built around cranes, outages and site access windows',
]

export const execution: readonly string[] = [
  'One project manager as your single point of contact',
  'Daily dispatch of trucks, escorts and rigging crews',
  'Gate, laydown and crane coordination at each site',
  'Exception handling for weather, road closures and permit changes',
  'Close-out package with delivery receipts and photos',
]

export const projectTypes: readonly string[] = [
  'Power plant and substation construction',
  'Wind farm component delivery',
  'Factory and production line relocations',
  'Refinery and petrochemical turnarounds',
  'Bridge and highway construction',
  'Mining equipment fleet moves',
]

export const permitsHandled: readonly string[] = [
  'Oversize and overweight permits in all 48 states',
  'Canadian provincial permits',
  'Superload permits with bridge analysis',
  'Utility line raise and traffic control coordination',
  'Police escort scheduling',
  'Municipal and port access permits',
]

export const projectTools: readonly Feature[] = [
  { title: 'Real-Time Tracking', text: 'GPS position and status of every load, visible to your team as it moves.', icon: IconMapPin },
  { title: 'Digital Documentation', text: 'Permits, bills of lading, securement photos and delivery receipts in one place.', icon: IconFileText },
  { title: 'Progress Reporting', text: 'Scheduled reports on loads delivered, loads in transit and what comes next.', icon: IconChartBar },
]

export const costManagement = [
  'Project pricing starts from a detailed, itemized estimate: transport, permits, escorts, utilities and rigging are each shown separately, so you can see what drives the cost.',
  'Sequencing loads to share escorts and permits, and planning around seasonal restrictions, often lowers the total. We report actual costs against the estimate as the project runs, and flag any change before it is incurred, never after.',
]

export const projectFaqs: readonly Faq[] = [
  {
    question: 'When does a move need project management?',
    answer:
      'As a rule of thumb, when a job involves 5+ loads or runs over several weeks. At that scale sequencing, permits and site coordination add up, and one accountable manager saves time and money. Smaller moves are handled directly by dispatch.',
  },
  {
    question: 'Will I have one point of contact?',
    answer:
      'Yes. Your project manager plans the work with you, runs it day to day and reports on progress. Our 24/7 dispatch backs them up outside office hours.',
  },
  {
    question: 'How do you keep a project on budget?',
    answer:
      'We start from an itemized estimate, track actual costs against it as the work progresses, and agree any change with you before it happens. Combining loads, escorts and permits where the route allows keeps the total down.',
  },
]
