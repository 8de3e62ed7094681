import {
  IconAnchor,
  IconCertificate,
  IconClock24,
  IconShieldCheck,
  IconTruckDelivery,
  IconWorld,
} from '@tabler/icons-react'
import { company } from '../company'
import type { Feature } from '../marketing-types'

export const reasonsToChoose: readonly Feature[] = [
  {
    title: 'In-House Permitting',
    text: 'Our permit desk files oversize and overweight permits in all 48 states and the Canadian provinces, so nothing waits in someone else’s queue.',
    icon: IconCertificate,
  },
  {
    title: 'Our Own Pilot Cars',
    text: 'Certified escort vehicles and height poles from our own fleet, scheduled with the truck instead of hired at the last minute.',
    icon: IconShieldCheck,
  },
  {
    title: 'TWIC-Certified Drivers',
    text: 'Drivers cleared for secure port and terminal areas, for vessel discharges and export loads without escort delays.',
    icon: IconAnchor,
  },
  {
    title: '24/7 Dispatch',
    text: `A dispatcher answers ${company.dispatchPhone.display} day and night, and an emergency line covers every load in transit.`,
    icon: IconClock24,
  },
  {
    title: 'Cross-Border Logistics',
    text: 'Customs paperwork, bonded moves and provincial permits for freight crossing into Canada.',
    icon: IconWorld,
  },
  {
    title: 'Port & Terminal Pickups',
    text: 'Direct pickups at ports, rail yards and terminals, coordinated with vessel schedules and crane windows.',
    icon: IconTruckDelivery,
  },
]
