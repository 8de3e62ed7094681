import '@mantine/core/styles/Tabs.layer.css'
import { Tabs, Text } from '@mantine/core'
import { company } from '../../content/company'
import { FleetDetailCard } from './fleet-detail-card'
import classes from './fleet.module.css'
import { tabLabel, type FleetView } from './fleet-view'

/** One tab per available vehicle, by axle count (arrow keys move between them), over its detail card. */
export function FleetConfigurations({ fleet }: { fleet: FleetView[] }) {
  const [first] = fleet
  if (!first) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Call dispatch at <a href={company.dispatchPhone.href}>{company.dispatchPhone.display}</a> for the equipment
        available for your load.
      </Text>
    )
  }

  return (
    <Tabs defaultValue={first.id} variant="pills" keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
      <Tabs.List aria-label="Trailer configurations">
        {fleet.map((view) => (
          <Tabs.Tab key={view.id} value={view.id}>
            {tabLabel(view, fleet)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {fleet.map((view) => (
        <Tabs.Panel key={view.id} value={view.id} pt="xl">
          <FleetDetailCard view={view} />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
