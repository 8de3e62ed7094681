import { IconBolt, IconBuildingFactory2, IconCrane, IconPick } from '@tabler/icons-react'
import type { Faq, Feature, Step } from '../marketing-types'

export const specializedIntro =
  'Some cargo is too tall, too long or too delicate for a standard deck. We match each piece to the right trailer, engineer the load plan and supply the rigging, so it rides within legal height and axle weights and arrives exactly as it left.'

export const equipment: readonly Feature[] = [
  { title: 'Multi-axle hydraulic platform trailers', text: 'Self-leveling modular axles that spread very heavy loads and steer through tight turns.' },
  { title: 'Schnabel trailers', text: 'The cargo itself becomes part of the trailer, for transformers and vessels that must ride low.' },
  { title: 'Extendable trailers', text: 'Stretch decks for long girders, beams, poles and wind components.' },
  { title: 'Lowboy and double-drop trailers', text: 'Low deck heights for tall machinery and construction equipment.' },
  { title: 'Removable gooseneck (RGN) trailers', text: 'Drive-on loading for tracked and wheeled equipment.' },
  { title: 'Beam trailers', text: 'Steerable dollies and beam sets for long, heavy structural loads.' },
  { title: 'Rigging and lifting equipment', text: 'Jacks, slides, spreader bars and certified rigging crews for loading and setting.' },
  { title: 'Climate-controlled transport', text: 'Enclosed and temperature-controlled options for sensitive electronics and instruments.' },
]

export const industries: readonly Feature[] = [
  { title: 'Energy & Power', text: 'Transformers, generators, turbines and substation equipment for utilities and power producers.', icon: IconBolt },
  { title: 'Construction', text: 'Cranes, earthmoving equipment and precast components for contractors and infrastructure projects.', icon: IconCrane },
  { title: 'Manufacturing', text: 'Presses, machining centers and production lines moved between plants or delivered new from the port.', icon: IconBuildingFactory2 },
  { title: 'Mining & Oil/Gas', text: 'Haul trucks, crushers, pressure vessels and process skids for mines, refineries and well sites.', icon: IconPick },
]

export const planningSteps: readonly Step[] = [
  { title: 'Consultation', text: 'We learn what the piece is, where it goes and what the site allows.' },
  { title: 'Engineering Review', text: 'Drawings, weights and center of gravity are checked and a load plan is drawn up.' },
  { title: 'Equipment Selection', text: 'We pick the trailer, axle count and rigging that keep the load legal and stable.' },
  { title: 'Route Survey', text: 'Clearances, bridges, turns and grades are surveyed in person before anything is filed.' },
  { title: 'Permits and Escorts', text: 'Our permit desk files every permit and schedules pilot cars and police escorts.' },
  { title: 'Loading and Securement', text: 'Certified riggers load and secure the piece to the plan, with photos of every tie-down.' },
  { title: 'Transport and Delivery', text: 'Dispatch tracks the move until the load is delivered and set.' },
]

export const specializedSafety = [
  'Specialized moves leave little room for improvisation, so we do the thinking before the wheels turn. Every load plan is reviewed by a second planner, every securement is checked at the first stop and again at each inspection point, and every crew member has the authority to stop a move that does not look right.',
  'Our drivers and riggers train on the equipment they operate, our escorts are certified in the states they run, and our safety record and insurance certificates are available with every quote.',
]

export const specializedFaqs: readonly Faq[] = [
  {
    question: 'How do you choose the right trailer for my cargo?',
    answer:
      'We start from the weight, dimensions and center of gravity of the piece and the route it must travel. Height limits often decide between a lowboy, a double-drop and a schnabel; weight decides the number of axles. We explain the choice in your quote.',
  },
  {
    question: 'Can you load and unload the equipment as well?',
    answer:
      'Yes. Our rigging crews handle jacking, sliding and securement, and we coordinate cranes at pickup and delivery so the piece goes straight from the trailer onto its foundation.',
  },
  {
    question: 'Is my cargo insured during specialized transport?',
    answer:
      'Every load moves under our cargo insurance, and we can arrange additional coverage for high-value equipment. Certificates are provided with the quote or on request.',
  },
]
