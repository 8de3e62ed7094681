import { ActionIcon, Container, Group, Stack, Text } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUrgent,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { company, type SocialProfile } from '../content/company'
import { legalNavigation, mainNavigation, serviceNavigation, type NavItem } from '../content/navigation'
import { BrandLogo } from './brand-logo'
import classes from './site-footer.module.css'

const socialIcons: Record<SocialProfile['network'], typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  LinkedIn: IconBrandLinkedin,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
}

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.columnTitle}>{title}</h2>
      <ul className={classes.linkList}>
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Link to={item.to} className={classes.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.contactLine}>
      <span className={classes.contactIcon}>{icon}</span>
      <span>{children}</span>
    </li>
  )
}

export function SiteFooter() {
  const quickLinks: NavItem[] = [...mainNavigation, { label: 'Get a Quote', to: '/quote' }]
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={56}>
        <div className={classes.columns}>
          <Stack gap="md">
            <BrandLogo />
            <Text size="sm" c="steel.2">
              {company.tagline} Family-run out of {company.address.city}, {company.address.state} since{' '}
              {company.foundedYear}.
            </Text>
            <Group gap="xs" role="group" aria-label="Social media">
              {company.social.map(({ network, url }) => {
                const Icon = socialIcons[network]
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="steel.1"
                    size="lg"
                    aria-label={`${company.name} on ${network}`}
                  >
                    <Icon size={20} aria-hidden="true" />
                  </ActionIcon>
                )
              })}
            </Group>
          </Stack>
          <LinkColumn title="Quick Links" items={quickLinks} />
          <LinkColumn title="Services" items={serviceNavigation} />
          <div>
            <h2 className={classes.columnTitle}>Contact</h2>
            <address className={classes.address}>
              <ul className={classes.linkList}>
                <ContactLine icon={<IconMapPin size={18} aria-hidden="true" />}>{company.address.oneLine}</ContactLine>
                <ContactLine icon={<IconPhone size={18} aria-hidden="true" />}>
                  Dispatch:{' '}
                  <a href={company.dispatchPhone.href} className={classes.link}>
                    {company.dispatchPhone.display}
                  </a>
                </ContactLine>
                <ContactLine icon={<IconUrgent size={18} aria-hidden="true" />}>
                  Emergency:{' '}
                  <a href={company.emergencyPhone.href} className={classes.link}>
                    {company.emergencyPhone.display}
                  </a>
                </ContactLine>
                <ContactLine icon={<IconMail size={18} aria-hidden="true" />}>
                  <a href={`mailto:${company.dispatchEmail}`} className={classes.link}>
                    {/* Wraps, when it must, after the @, never inside a word (inline: this is every page's first download). */}
                    {company.dispatchEmail.replace(/@.*/, '@')}
                    <wbr />
                    {company.dispatchEmail.replace(/.*@/, '')}
                  </a>
                </ContactLine>
                <ContactLine icon={<IconClock size={18} aria-hidden="true" />}>
                  Office {company.officeHours}
                  <br />
                  {company.dispatchHours}
                </ContactLine>
              </ul>
            </address>
          </div>
        </div>
      </Container>
      <div className={classes.bottomBar}>
        <Container size="xl" className={classes.bottomInner}>
          <span>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </span>
          <span className={classes.credentials}>
            USDOT {company.usdotNumber} · {company.mcNumber}
          </span>
          <nav aria-label="Legal" className={classes.legalLinks}>
            {legalNavigation.map((item) => (
              <Link key={item.to} to={item.to} className={classes.link}>
                {item.label}
              </Link>
            ))}
          </nav>
        </Container>
      </div>
    </footer>
  )
}
