import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../tests/unit/render-with-mantine'
import { NotificationsHost } from '../../../components/notifications-host'
import type { TypedPocketBase } from '../../../lib/record-types'
import type { FleetVehicle } from './fleet-vehicle'
import { VehicleForm } from './vehicle-form'

/** Stands in for XMLHttpRequest: the test answers each request. */
class FakeXhr {
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  body: unknown = null
  status = 0
  responseText = ''
  timeout = 0
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

const pb = {
  buildURL: (path: string) => `http://test${path}`,
  authStore: { token: 'admin-token' },
} as unknown as TypedPocketBase

const stored = {
  id: 'truck1',
  name: 'Lowboy',
  description: '',
  axle_count: 5,
  max_weight_capacity: 40,
  length: 0,
  width: 0,
  height: 0,
  status: 'available',
  year_manufactured: 2019,
  image: '',
  expand: { fleet_private_via_fleet: { license_plate: 'OH 1', vin: '' } },
} as unknown as FleetVehicle

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('VehicleForm', { timeout: 30_000 }, () => {
  it('shows its own rules before sending anything', async () => {
    renderWithMantine(<VehicleForm pb={pb} onSaved={vi.fn()} onCancel={vi.fn()} />)
    fireEvent.change(field('Vehicle Name'), { target: { value: 'Beam trailer' } })
    fireEvent.change(field('Axle Count'), { target: { value: '0' } })
    fireEvent.change(field('Year Manufactured'), { target: { value: '1800' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }))
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument()
    expect(await screen.findByText(`Enter a year from 1900 to ${new Date().getFullYear()}`)).toBeInTheDocument()
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it("puts the server's field errors beside their fields and says the save failed", async () => {
    const onSaved = vi.fn()
    renderWithMantine(
      <>
        <NotificationsHost />
        <VehicleForm pb={pb} vehicle={stored} onSaved={onSaved} onCancel={vi.fn()} />
      </>,
    )
    fireEvent.change(field('VIN'), { target: { value: '1XKDD49X' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    const request = FakeXhr.sent[0]!
    expect(request.method).toBe('PATCH')
    expect(request.url).toBe('http://test/api/collections/fleet/records/truck1?expand=fleet_private_via_fleet')
    expect((request.body as FormData).get('vin')).toBe('1XKDD49X')

    request.answer(400, {
      status: 400,
      message: 'Failed to save the record.',
      data: { vin: { code: 'validation_max', message: 'Must be at most 17 characters' } },
    })
    expect(await screen.findByText('Must be at most 17 characters')).toBeInTheDocument()
    expect(field('VIN')).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findByText('Failed to update vehicle: Must be at most 17 characters')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('says inside the form, keeping what was typed, that the session ended during the save', async () => {
    renderWithMantine(<VehicleForm pb={pb} vehicle={stored} onSaved={vi.fn()} onCancel={vi.fn()} />)
    fireEvent.change(field('VIN'), { target: { value: '1XKDD49X' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    FakeXhr.sent[0]!.answer(401, { status: 401, message: 'The request requires valid record authorization token.', data: {} })
    const failure = await screen.findByRole('alert')
    await waitFor(() => expect(failure).toHaveTextContent(/^Your session has ended\. Please sign in again/))
    expect(field('VIN')).toHaveValue('1XKDD49X')
  })

  it('says the vehicle was added and hands back the saved record', async () => {
    const onSaved = vi.fn()
    renderWithMantine(
      <>
        <NotificationsHost />
        <VehicleForm pb={pb} onSaved={onSaved} onCancel={vi.fn()} />
      </>,
    )
    fireEvent.change(field('Vehicle Name'), { target: { value: 'Beam trailer' } })
    fireEvent.change(field('Axle Count'), { target: { value: '17' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    expect(FakeXhr.sent[0]!.method).toBe('POST')
    FakeXhr.sent[0]!.answer(200, { ...stored, id: 'new1', name: 'Beam trailer' })
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'new1' })))
    expect(await screen.findByText('Vehicle added successfully')).toBeInTheDocument()
  })
})
