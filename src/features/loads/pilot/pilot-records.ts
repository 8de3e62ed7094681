import * as v from 'valibot'
import { US_STATES } from '../../../lib/collections'
import { requiredText, optionalText, REQUIRED, toRecordDate } from '../../../lib/form/schema-parts'
import type { EscortCertificationRecord, PilotAvailabilityRecord, TypedPocketBase } from '../../../lib/record-types'

const isoDay = v.pipe(v.string(), v.nonEmpty(REQUIRED), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'))

export const availabilitySchema = v.pipe(
  v.object({ starts_on: isoDay, ends_on: isoDay, home_base: requiredText(200) }),
  v.forward(
    v.check(({ starts_on, ends_on }) => ends_on >= starts_on, 'The last day cannot be before the first'),
    ['ends_on'],
  ),
)
export type AvailabilityValues = v.InferInput<typeof availabilitySchema>

export const certificationSchema = v.object({
  state: v.picklist(US_STATES, 'Choose a state'),
  expires_on: isoDay,
  certificate_number: optionalText(100),
})
export type CertificationValues = { state: string; expires_on: string; certificate_number: string }

export function listAvailability(pb: TypedPocketBase, pilot: string): Promise<PilotAvailabilityRecord[]> {
  return pb.collection('pilot_availability').getFullList({ filter: pb.filter('pilot = {:pilot}', { pilot }), sort: 'starts_on', requestKey: null })
}

export function listCertifications(pb: TypedPocketBase, pilot: string): Promise<EscortCertificationRecord[]> {
  return pb.collection('escort_certifications').getFullList({ filter: pb.filter('pilot = {:pilot}', { pilot }), sort: 'state', requestKey: null })
}

export function addAvailability(pb: TypedPocketBase, pilot: string, values: AvailabilityValues) {
  return pb.collection('pilot_availability').create({
    pilot,
    starts_on: toRecordDate(values.starts_on),
    ends_on: toRecordDate(values.ends_on),
    home_base: values.home_base.trim(),
  })
}

export function addCertification(pb: TypedPocketBase, pilot: string, values: CertificationValues) {
  return pb.collection('escort_certifications').create({
    pilot,
    state: values.state,
    expires_on: toRecordDate(values.expires_on),
    certificate_number: values.certificate_number.trim(),
  })
}
