import {
  IconBolt,
  IconBuildingBridge,
  IconBuildingFactory2,
  IconCrane,
  IconEngine,
  IconPick,
  IconPlane,
  IconWindmill,
} from '@tabler/icons-react'
import type { Feature } from '../marketing-types'

export const cargoTypes: readonly Feature[] = [
  { title: 'Industrial Machinery', text: 'Presses, CNC centers, extruders and complete production lines.', icon: IconBuildingFactory2 },
  { title: 'Power Equipment', text: 'Transformers, generators, turbines and substation components.', icon: IconBolt },
  { title: 'Construction', text: 'Excavators, dozers, cranes and crawler carriers.', icon: IconCrane },
  { title: 'Mining', text: 'Haul trucks, shovels, crushers and conveyor sections.', icon: IconPick },
  { title: 'Oil & Gas', text: 'Pressure vessels, compressors, heat exchangers and skids.', icon: IconEngine },
  { title: 'Military & Aerospace', text: 'Armored vehicles, airframe sections and test equipment.', icon: IconPlane },
  { title: 'Bridge Components', text: 'Precast girders, steel beams and bridge segments.', icon: IconBuildingBridge },
  { title: 'Wind Energy', text: 'Blades, tower sections, nacelles and hubs.', icon: IconWindmill },
]
