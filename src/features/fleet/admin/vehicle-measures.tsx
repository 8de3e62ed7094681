import { SimpleGrid } from '@mantine/core'
import { withForm } from '../../../lib/form/app-form'
import { emptyVehicle } from './vehicle-form-schema'
import { NumberField } from '../../../lib/form/fields/number-field'

// Limits are left to the schema: Mantine would quietly clamp a 0 or an 1800 on blur,
// where the admin should see what is wrong.
const unclamped = { clampBehavior: 'none', allowNegative: false } as const

/** Axles, capacity, dimensions and year, in the steps the server accepts. */
export const VehicleMeasures = withForm({
  defaultValues: emptyVehicle,
  render: function VehicleMeasuresFields({ form }) {
    return (
      <>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <form.AppField name="axle_count">
            {() => <NumberField {...unclamped} label="Axle Count" required allowDecimal={false} step={1} />}
          </form.AppField>
          <form.AppField name="max_weight_capacity">
            {() => <NumberField {...unclamped} label="Max Weight (tons)" step={0.01} decimalScale={2} />}
          </form.AppField>
          <form.AppField name="year_manufactured">
            {() => <NumberField {...unclamped} label="Year Manufactured" allowDecimal={false} step={1} />}
          </form.AppField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <form.AppField name="length">
            {() => <NumberField {...unclamped} label="Length (ft)" step={0.1} decimalScale={1} />}
          </form.AppField>
          <form.AppField name="width">
            {() => <NumberField {...unclamped} label="Width (ft)" step={0.1} decimalScale={1} />}
          </form.AppField>
          <form.AppField name="height">
            {() => <NumberField {...unclamped} label="Height (ft)" step={0.1} decimalScale={1} />}
          </form.AppField>
        </SimpleGrid>
      </>
    )
  },
})
