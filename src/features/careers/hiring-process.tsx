import { SimpleGrid, Text, Title } from '@mantine/core'
import classes from './careers.module.css'

const STEPS = [
  { title: 'Apply Online', text: 'Send your application with your resume in a few minutes, from any device.' },
  { title: 'Initial Review', text: 'Our hiring team reads every application and answers within a week.' },
  { title: 'Interview', text: 'Meet the team in Dayton or by video; drivers also take a road test.' },
  { title: 'Offer & Onboarding', text: 'Accept your offer and start with paid orientation and a ride-along mentor.' },
]

/** The four steps from application to first day. */
export function HiringProcess() {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.steps}>
      {STEPS.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <Title order={3} size="h4" mt="md" className={classes.cardTitle}>
            {step.title}
          </Title>
          <Text mt="xs" c="gray.7">
            {step.text}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  )
}
