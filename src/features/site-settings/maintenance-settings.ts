import { company } from '../../content/company'

/** The maintenance part of the site_settings record, as the public pages need it. */
export interface MaintenanceSettings {
  enabled: boolean
  title: string
  message: string
  eta: string
  contactEmail: string
  contactPhone: string
  /** Paths (and what lies under them) that stay open, e.g. '/auth'. */
  allowedPaths: readonly string[]
  /** Roles that browse the site as usual; admins always do. */
  bypassRoles: readonly string[]
}

/** What the maintenance page says when the server closed the page but its settings cannot be read. */
export const defaultMaintenance: MaintenanceSettings = {
  enabled: true,
  title: 'Website Under Construction',
  message: 'This website is under construction or ongoing maintenance. Thank you for your patience.',
  eta: 'We’ll be back soon',
  contactEmail: company.dispatchEmail,
  contactPhone: company.dispatchPhone.display,
  allowedPaths: [],
  bypassRoles: [],
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/** Reads a site_settings record as the API returns it (a JSON object); anything unexpected counts as unset. */
export function maintenanceSettingsOf(record: Record<string, unknown>): MaintenanceSettings {
  return {
    enabled: record.maintenance_enabled === true,
    title: text(record.maintenance_title) || defaultMaintenance.title,
    message: text(record.maintenance_message),
    eta: text(record.maintenance_eta),
    contactEmail: text(record.contact_email),
    contactPhone: text(record.contact_phone),
    allowedPaths: strings(record.allowed_paths),
    bypassRoles: strings(record.bypass_roles),
  }
}

/** Paths open whatever the settings list, as on the server (server/maintenance.go): signing in and the back office. */
const ALWAYS_OPEN_PATHS = ['/auth', '/admin']

/** Whether `pathname` is one of the open paths or lies under one ('/auth/reset' under '/auth'). */
export function isOpenPath(pathname: string, allowedPaths: readonly string[]): boolean {
  return [...ALWAYS_OPEN_PATHS, ...allowedPaths].some((open) => {
    const path = open.replace(/\/+$/, '')
    return path !== '' && (pathname === path || pathname.startsWith(`${path}/`))
  })
}

/** What a public page shows: the site, the site with a note for those who may pass, the maintenance page, or nothing yet. */
export type GateState = 'open' | 'bypassed' | 'closed' | 'checking'

export interface GateInput {
  settings: MaintenanceSettings | null
  pathname: string
  isAdmin: boolean
  roles: readonly string[]
}

/** Whether the page at `pathname` is closed for maintenance to this visitor. */
export function gateState({ settings, pathname, isAdmin, roles }: GateInput): Exclude<GateState, 'checking'> {
  if (!settings?.enabled || isOpenPath(pathname, settings.allowedPaths)) return 'open'
  const mayPass = isAdmin || roles.some((role) => settings.bypassRoles.includes(role))
  return mayPass ? 'bypassed' : 'closed'
}
