import { Anchor, Button, Text, Title } from '@mantine/core'
import { IconMail, IconPhone, IconTool } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { BrandMark } from '../../components/brand-logo'
import { company } from '../../content/company'
import { telHref } from '../../lib/format'
import { documentTitle } from '../../lib/head'
import { etaText } from './maintenance-eta'
import type { MaintenanceSettings } from './maintenance-settings'
import classes from './maintenance-page.module.css'


/** What visitors see instead of a public page while the site is closed for maintenance. */
export function MaintenancePage({ settings }: { settings: MaintenanceSettings }) {
  const { title, message, eta, contactEmail, contactPhone } = settings
  const expected = etaText(eta)
  return (
    <main id="main-content" className={classes.page}>
      <title>{documentTitle(title)}</title>
      <div className={classes.card}>
        <BrandMark size={56} />
        <Text fw={700} mt="xs">
          {company.name}
        </Text>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {message && (
          <Text size="lg" mt="md" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Text>
        )}
        {expected && (
          <Text mt="md" fw={600} c="steel.9">
            <IconTool size={18} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
            {expected}
          </Text>
        )}
        {(contactEmail || contactPhone) && (
          <div className={classes.contacts}>
            {contactPhone && (
              <Button component="a" href={telHref(contactPhone)} variant="filled" className={classes.contact} leftSection={<IconPhone size={18} aria-hidden="true" />}>
                {contactPhone}
              </Button>
            )}
            {contactEmail && (
              <Button component="a" href={`mailto:${contactEmail}`} variant="default" className={classes.contact} leftSection={<IconMail size={18} aria-hidden="true" />}>
                {contactEmail}
              </Button>
            )}
          </div>
        )}
        <Text size="sm" c="gray.7" mt="xl">
          Staff:{' '}
          <Anchor component={Link} to="/auth">
            Sign in
          </Anchor>
        </Text>
      </div>
    </main>
  )
}
