import { describe, expect, it } from 'vitest'
import { fleetFilter } from './fleet-filter'
import type { FleetVehicle } from './fleet-vehicle'

// The SDK's pb.filter, close enough: values quoted in place of their placeholders.
const pb = {
  filter: (expression: string, params: Record<string, unknown>) =>
    expression.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name])),
}

const vehicle = (fields: Partial<FleetVehicle>, plate = '', vin = ''): FleetVehicle =>
  ({
    id: 'v1',
    name: '9-Axle Double Drop',
    description: 'Tall machines',
    status: 'available',
    expand: { fleet_private_via_fleet: { license_plate: plate, vin } },
    ...fields,
  }) as FleetVehicle

describe('fleetFilter', () => {
  it('is empty and matches everything without status or text', () => {
    const { filter, matches } = fleetFilter(pb, { text: '  ' })
    expect(filter).toBe('')
    expect(matches(vehicle({}))).toBe(true)
  })

  it('asks the server for one status and tests events for it', () => {
    const { filter, matches } = fleetFilter(pb, { status: 'maintenance', text: '' })
    expect(filter).toBe('status = "maintenance"')
    expect(matches(vehicle({ status: 'maintenance' }))).toBe(true)
    expect(matches(vehicle({ status: 'available' }))).toBe(false)
  })

  it('searches the name, description, plate and VIN, ignoring case', () => {
    const { filter, matches } = fleetFilter(pb, { text: ' oh-12 ' })
    expect(filter).toContain('fleet_private_via_fleet.license_plate ?~ "oh-12"')
    expect(filter).toContain('name ~ "oh-12"')
    expect(matches(vehicle({}, 'OH-1234'))).toBe(true)
    expect(matches(vehicle({}, '', '1XKOH-12'))).toBe(true)
    expect(matches(vehicle({ name: 'Oh-12 hauler' }))).toBe(true)
    expect(matches(vehicle({}))).toBe(false)
  })

  it('joins status and text', () => {
    const { filter, matches } = fleetFilter(pb, { status: 'retired', text: 'drop' })
    expect(filter.split(' && ')).toHaveLength(2)
    expect(matches(vehicle({ status: 'retired' }))).toBe(true)
    expect(matches(vehicle({ status: 'in_use' }))).toBe(false)
  })
})
