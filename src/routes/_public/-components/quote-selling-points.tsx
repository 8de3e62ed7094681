import { Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { company } from '../../../content/company'
import classes from './quote-selling-points.module.css'

const POINTS = [
  'In-house permitting in all 48 states',
  'Our own pilot car escort fleet',
  'TWIC and port-certified drivers',
  '24/7 dispatch and emergency support',
]

/** Why ask us: the box beside the quote form. */
export function QuoteSellingPoints() {
  return (
    <Paper p="lg" radius="md" bg="steel.9" c="white">
      <Title order={3} c="white">
        Why Ironbridge
      </Title>
      <ul className={classes.points}>
        {POINTS.map((point) => (
          <li key={point} className={classes.point}>
            <ThemeIcon size={22} radius="xl" color="hazard.5" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
            {point}
          </li>
        ))}
      </ul>
      <Text size="sm" mt="lg" c="steel.2">
        USDOT {company.usdotNumber} · {company.mcNumber}
      </Text>
    </Paper>
  )
}
