import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconClock, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { EmailAddress } from '../../components/email-address'
import { company } from '../../content/company'
import classes from './contact-info.module.css'

/** Hours, phone numbers, e-mail and address of the Dayton office. */
export function ContactInfo() {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} className={classes.panel}>
      <Title order={2} size="h3" className={classes.title}>
        Contact Information
      </Title>
      <Stack component="ul" gap="lg" mt="lg" className={classes.list}>
        <InfoItem icon={IconClock} label="Office Hours">
          <Text>{company.officeHours}</Text>
          <Text>Dispatch and emergency: 24/7</Text>
        </InfoItem>
        <InfoItem icon={IconPhone} label="Main Phone">
          <Anchor href={company.dispatchPhone.href}>{company.dispatchPhone.display}</Anchor>
        </InfoItem>
        <InfoItem icon={IconAlertTriangle} label="Emergency (24/7)">
          <Anchor href={company.emergencyPhone.href}>{company.emergencyPhone.display}</Anchor>
        </InfoItem>
        <InfoItem icon={IconMail} label="Dispatch E-mail">
          <Anchor href={`mailto:${company.dispatchEmail}`}>
            <EmailAddress address={company.dispatchEmail} />
          </Anchor>
        </InfoItem>
        <InfoItem icon={IconMapPin} label="Address">
          <Text component="address" className={classes.address}>
            {company.address.street}
            <br />
            {company.address.city}, {company.address.state} {company.address.postalCode}
          </Text>
        </InfoItem>
      </Stack>
    </Paper>
  )
}

function InfoItem({ icon: ItemIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <li className={classes.item}>
      <ThemeIcon size={44} radius="md" color="steel.9" variant="filled">
        <ItemIcon size={22} aria-hidden="true" />
      </ThemeIcon>
      <div>
        <Text fw={700} className={classes.label}>
          {label}
        </Text>
        {children}
      </div>
    </li>
  )
}
