import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { JobOpening } from '../../../content/openings'
import { applicationKey, applicationTargetFor } from '../../../features/careers/application-target'
import { dialogEntry, useCloseDialog } from '../../../lib/dialog-history'

const careersRoute = getRouteApi('/_public/careers')

/**
 * The careers page's dialogs, kept in its address (`?apply=cdl-truck-driver`, `?apply=general`,
 * `?details=account-manager`): Back closes them, Forward and a reload open them again.
 */
export function useCareersDialogs(openings: readonly JobOpening[]) {
  const { apply, details } = careersRoute.useSearch()
  const navigate = careersRoute.useNavigate()
  // The same target while the address names it, so the dialog keeps what it shows.
  const application = useMemo(() => (apply === undefined ? null : applicationTargetFor(openings, apply)), [openings, apply])
  const detailsOf = openings.find((opening) => opening.id === details) ?? null
  const close = useCloseDialog(() => void navigate({ search: {}, replace: true, resetScroll: false }))
  const show = (search: { apply?: string; details?: string }) =>
    void navigate({ search, ...dialogEntry(application !== null || detailsOf !== null) })

  return {
    application,
    detailsOf,
    close,
    applyFor: (opening?: JobOpening) => show({ apply: applicationKey(opening) }),
    showDetailsOf: (opening: JobOpening) => show({ details: opening.id }),
  }
}
