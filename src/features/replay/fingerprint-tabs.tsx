import '@mantine/core/styles/Tabs.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { privacyBreakdown, privacyScore, UNIQUENESS_FACTORS, type FingerprintFacts } from './privacy-score'

/** The stored fingerprint (spec §3): every field optional, as older or refused probes leave gaps. */
type Fingerprint = FingerprintFacts & Record<string, unknown>

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Unknown'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

// Outlined: a "light" badge in a numbered shade is filled with it, and its text vanished.
// Each shade keeps the words at WCAG AA on white.
const WEIGHT_COLORS: Record<(typeof UNIQUENESS_FACTORS)[number]['weight'], string> = { High: 'red.9', Medium: 'hazard.8', Low: 'gray.7' }

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}

function Yes({ on, label }: { on: unknown; label: string }) {
  return (
    <Badge variant={on ? 'filled' : 'outline'} color={on ? 'green.8' : 'gray'}>
      {label}: {on ? 'yes' : 'no'}
    </Badge>
  )
}

/** Spec §2: Overview, Device, Browser, Privacy and Uniqueness of a recording's fingerprint. */
export function FingerprintTabs({ fingerprint, deviceType, browser }: { fingerprint: Fingerprint; deviceType: string; browser: string }) {
  const score = privacyScore(fingerprint)
  const connection = (fingerprint.connectionInfo ?? {}) as Record<string, unknown>
  const permissions = fingerprint.permissions ?? {}
  const battery = fingerprint.batteryLevel === null || fingerprint.batteryLevel === undefined ? 'Unknown' : `${text(fingerprint.batteryLevel)}%${fingerprint.batteryCharging ? ' (charging)' : ''}`
  const fonts = list(fingerprint.fonts)
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List>
        {['Overview', 'Device', 'Browser', 'Privacy', 'Uniqueness'].map((tab) => (
          <Tabs.Tab key={tab} value={tab.toLowerCase()} mih={44}>
            {tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview" pt="sm">
        <Facts
          rows={[
            ['Device', deviceType || 'Unknown'],
            ['Browser', browser || 'Unknown'],
            ['Privacy score', <Badge key="score" variant={score > 50 ? 'filled' : 'light'}>{score}%</Badge>],
            ['CPU cores', text(fingerprint.hardwareConcurrency)],
            ['Timezone', text(fingerprint.timezone)],
            ['Language', `${text(fingerprint.language)} (${list(fingerprint.languages).slice(0, 3).join(', ')})`],
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="device" pt="sm">
        <Facts
          rows={[
            ['Screen', text(fingerprint.screenResolution)],
            ['Available screen', text(fingerprint.availableScreenResolution)],
            ['Color depth', text(fingerprint.colorDepth)],
            ['Pixel ratio', text(fingerprint.pixelRatio)],
            ['Platform', text(fingerprint.platform)],
            ['CPU class', text(fingerprint.cpuClass)],
            ['OSCPU', text(fingerprint.oscpu)],
            ['Touch points', text(fingerprint.maxTouchPoints)],
            ['Battery', battery],
            ['Network type', text(connection.effectiveType)],
            ['Downlink', connection.downlink === undefined || connection.downlink === null ? 'Unknown' : `${text(connection.downlink)} Mbps`],
            ['RTT', connection.rtt === undefined || connection.rtt === null ? 'Unknown' : `${text(connection.rtt)} ms`],
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="browser" pt="sm">
        <Stack gap="sm">
          <Facts rows={[['User agent', text(fingerprint.userAgent)]]} />
          <Group gap="xs">
            <Yes on={fingerprint.cookieEnabled} label="Cookies" />
            <Yes on={fingerprint.localStorage} label="Local storage" />
            <Yes on={fingerprint.sessionStorage} label="Session storage" />
            <Yes on={fingerprint.indexedDB} label="IndexedDB" />
          </Group>
          <Facts
            rows={[
              [`Fonts (${fonts.length})`, fonts.join(', ') || 'None detected'],
              ['Media devices', list(fingerprint.mediaDevices).join(', ') || 'None'],
            ]}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="privacy" pt="sm">
        <Stack gap="sm">
          <Facts
            rows={[
              ['Do Not Track', text(fingerprint.doNotTrack)],
              ['Automation', fingerprint.webdriver ? 'Detected (bot)' : 'Not detected'],
              ...Object.entries(permissions).map(([name, state]): [string, ReactNode] => [`Permission: ${name}`, state]),
            ]}
          />
          <Text fw={600} size="sm">
            Score breakdown
          </Text>
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {privacyBreakdown(fingerprint)
              .slice(0, 5)
              .map((item) => (
                <Text component="li" size="sm" key={item.label} c={item.applies ? undefined : 'gray.7'}>
                  {item.applies ? '✓' : '–'} {item.label} (+{item.points})
                </Text>
              ))}
          </Stack>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="uniqueness" pt="sm">
        <Stack gap="sm">
          <Group gap="xs">
            {UNIQUENESS_FACTORS.map((factor) => (
              <Badge key={factor.label} variant="outline" color={WEIGHT_COLORS[factor.weight]}>
                {factor.label}: {factor.weight}
              </Badge>
            ))}
          </Group>
          <Facts
            rows={[
              ['Canvas hash', text(fingerprint.canvas).slice(-20)],
              ['WebGL', text(fingerprint.webgl).slice(0, 40)],
              ['Audio hash', text(fingerprint.audio).slice(0, 40)],
              ['Fonts', String(fonts.length)],
              ['Plugins', text(fingerprint.plugins)],
              ['Screen resolution', text(fingerprint.screenResolution)],
            ]}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  )
}
