import { Button, Group, Stack, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AdminTable } from '../../../components/admin/admin-table'
import { FormDialog } from '../../../components/admin/form-dialog'
import { ALL_STATUSES, useTableControls } from '../../../components/admin/use-table-controls'
import { notifyOutcome } from '../../../lib/notify'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import type { TypedPocketBase } from '../../../lib/record-types'
import { loadStatuses } from '../load-statuses'
import { AssignDriverDialog } from './assign-driver-dialog'
import { DISPATCH_EXPAND, moveLoad, type DispatchLoad } from './dispatch-load'
import { EditLoadDialog } from './edit-load-dialog'
import { EscortOffersDialog } from './escort-offers-dialog'
import { LoadCard, loadColumns } from './load-columns'
import type { LoadActionHandlers } from './load-actions'
import { NewLoadForm } from './new-load-form'

const statusFilter = {
  label: 'Status',
  options: Object.entries(loadStatuses).map(([value, { label }]) => ({
    value,
    label,
  })),
}

interface AdminLoadsProps {
  pb: TypedPocketBase
  /** A quote to start a new load from: New Load is open, prefilled from it, until `onCloseFromQuote`. */
  fromQuoteId?: string
  onCloseFromQuote?: () => void
}

/** Dispatch's loads, live: create, edit stops and documents, assign a driver, offer to escorts, dispatch, cancel. */
export function AdminLoads({ pb, fromQuoteId, onCloseFromQuote }: AdminLoadsProps) {
  const controls = useTableControls<DispatchLoad>({
    sort: { columnAccessor: 'created', direction: 'desc' },
  })
  const filter = controls.status === ALL_STATUSES ? '' : pb.filter('status = {:status}', { status: controls.status })
  const search = controls.searchText
    ? pb.filter('customer_name ~ {:text} || equipment ~ {:text}', {
        text: controls.searchText,
      })
    : ''
  const loads = useLiveList<'loads', DispatchLoad>({
    pb,
    collection: 'loads',
    filter: [filter, search].filter(Boolean).join(' && '),
    sort: controls.sort,
    page: controls.page,
    perPage: 20,
    expand: DISPATCH_EXPAND,
  })
  const [isCreating, setIsCreating] = useState(false)
  const [assigningId, setAssigningId] = useState<string | null>(null)
  const [offeringId, setOfferingId] = useState<string | null>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const closeNewLoad = () => {
    setIsCreating(false)
    if (fromQuoteId) onCloseFromQuote?.()
  }
  const live = (id: string | null) => loads.items.find((load) => load.id === id) ?? null

  const handlers: LoadActionHandlers = {
    assign: (load) => setAssigningId(load.id),
    edit: (load) => setEditingId(load.id),
    offer: (load) => setOfferingId(load.id),
    dispatch: (load) =>
      notifyOutcome(() => moveLoad(pb, load, 'dispatched'), {
        success: {
          title: 'Load Dispatched',
          message: `The load for ${load.customer_name} is dispatched.`,
        },
        failure: {
          title: 'Dispatch Failed',
          message: 'The load could not be dispatched.',
        },
      }),
    cancel: (load) => moveLoad(pb, load, 'cancelled'),
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          {loads.status === 'loading' ? 'Loads' : `Loads (${loads.totalItems})`}
        </Title>
        <Button mih={44} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setIsCreating(true)}>
          New Load
        </Button>
      </Group>
      <AdminTable
        label="Loads"
        list={loads}
        controls={controls}
        columns={loadColumns(handlers)}
        searchLabel="Search customer or equipment"
        statusFilter={statusFilter}
        empty={{
          title: 'No loads yet',
          text: 'Create a load from a quote or from scratch.',
        }}
        errorText="Failed to fetch loads."
        renderCard={(load) => <LoadCard load={load} handlers={handlers} />}
      />
      <FormDialog title="New Load" opened={isCreating || Boolean(fromQuoteId)} onClose={closeNewLoad}>
        <NewLoadForm pb={pb} fromQuoteId={fromQuoteId} onDone={closeNewLoad} />
      </FormDialog>
      <AssignDriverDialog pb={pb} load={live(assigningId)} onClose={() => setAssigningId(null)} />
      <EditLoadDialog pb={pb} load={live(editingId)} onClose={() => setEditingId(null)} />
      <EscortOffersDialog pb={pb} load={live(offeringId)} onClose={() => setOfferingId(null)} />
    </Stack>
  )
}
