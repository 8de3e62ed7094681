import fc from 'fast-check'

/** A field of a collection as the collections API describes it. */
export interface FieldSchema {
  name: string
  type: string
  required?: boolean
  min?: number | null
  max?: number | null
  onlyInt?: boolean
  maxSelect?: number
  values?: string[]
}

/** Fields whose past dates the forms refuse (pb_hooks/lib/submission-rules.js). */
const NOT_IN_THE_PAST = ['pickup_date', 'availability_date']

/** Characters that must come out escaped wherever a text is shown: markup, quotes, and text beyond ASCII. */
export const HOSTILE_CHARS = ['<', '>', '&', '"', "'", 's', 'c', 'r', 'i', 'p', 't', '/', '=', 'é', '漢', '😀']

/** Text of `min`..`max` characters (code points), none of them space, so trimming keeps it whole. */
export function textOf(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...HOSTILE_CHARS), minLength, maxLength })
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Values a field must refuse whatever else the record holds, or null when none is certain. */
export function invalidValues(field: FieldSchema): fc.Arbitrary<unknown> | null {
  const options: fc.Arbitrary<unknown>[] = []
  switch (field.type) {
    case 'text': {
      if (field.required) options.push(fc.constantFrom('', '   ', '\n\t '))
      if (field.min && field.min > 1) options.push(textOf(1, field.min - 1))
      const max = field.max && field.max > 0 ? field.max : 5000
      options.push(textOf(max + 1, max + 40))
      break
    }
    case 'email':
      if (field.required) options.push(fc.constant(''))
      // No @: never an address.
      options.push(textOf(1, 40))
      break
    case 'number':
      if (field.min !== null && field.min !== undefined) {
        options.push(fc.double({ min: -1e9, max: field.min - 0.01, noNaN: true, noDefaultInfinity: true }))
      }
      if (field.max !== null && field.max !== undefined) {
        options.push(fc.double({ min: field.max + 0.01, max: field.max + 1e9, noNaN: true, noDefaultInfinity: true }))
      }
      break
    case 'date':
      if (NOT_IN_THE_PAST.includes(field.name)) {
        options.push(fc.date({ min: new Date('2000-01-01'), max: new Date(Date.now() - 3 * 86_400_000), noInvalidDate: true }).map(isoDay))
      }
      break
    case 'select':
      if (field.values?.length) options.push(textOf(1, 20).filter((value) => !field.values!.includes(value)).map((value) => [value]))
      break
  }
  return options.length > 0 ? fc.oneof(...options) : null
}

/** One to three of `fields`, each with a value it must refuse. */
export function corruptions(fields: FieldSchema[]): fc.Arbitrary<Record<string, unknown>> {
  const candidates = fields.flatMap((field) => {
    const values = invalidValues(field)
    return values ? [{ name: field.name, values }] : []
  })
  return fc
    .uniqueArray(fc.constantFrom(...candidates), { minLength: 1, maxLength: 3, selector: (candidate) => candidate.name })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((candidate) => [candidate.name, candidate.values]))))
}
