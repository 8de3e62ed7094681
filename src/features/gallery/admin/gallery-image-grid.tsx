import '@mantine/core/styles/Pagination.layer.css'
import { Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { LoadFailure, NoRowsState, TableSkeleton } from '../../../components/admin/admin-table-states'
import { AdminTableToolbar, type StatusFilter } from '../../../components/admin/admin-table-toolbar'
import { paginationControlProps, paginationItemProps, paginationText } from '../../../components/admin/table-pagination'
import type { TableControls } from '../../../components/admin/use-table-controls'
import type { LiveList } from '../../../lib/realtime/use-live-list'
import type { GalleryImageRecord, TypedPocketBase } from '../../../lib/record-types'
import { GALLERY_CATEGORY_OPTIONS } from './gallery-categories'
import { GalleryImageCard, type GalleryImageActions } from './gallery-image-card'

interface GalleryImageGridProps {
  pb: TypedPocketBase
  list: LiveList<GalleryImageRecord>
  controls: TableControls<GalleryImageRecord>
  actions: GalleryImageActions
}

const categoryFilter: StatusFilter = { label: 'Category', options: GALLERY_CATEGORY_OPTIONS }
const empty = { title: 'No images found', text: 'Images you upload appear here, in their display order.' }

/** The back-office kit's toolbar, states and paging around a grid of image cards. */
export function GalleryImageGrid({ pb, list, controls, actions }: GalleryImageGridProps) {
  const { status, items, totalItems, totalPages, perPage } = list
  const { page, setPage } = controls
  const from = (page - 1) * perPage + 1
  const searchRef = useRef<HTMLInputElement>(null)
  const clearFilters = () => {
    controls.clearFilters()
    searchRef.current?.focus()
  }

  // Deleting the last images of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (status === 'ready' && items.length === 0 && totalPages > 0 && page > totalPages) setPage(totalPages)
  }, [status, items.length, totalPages, page, setPage])

  return (
    <Stack gap="md">
      <AdminTableToolbar
        controls={controls as TableControls<unknown>}
        searchLabel="Search title or description"
        statusFilter={categoryFilter}
        connection={list.connection}
        searchRef={searchRef}
      />
      {status === 'error' && <LoadFailure text="Failed to fetch gallery images." onRetry={list.reload} />}
      {items.length === 0 && status === 'loading' && <TableSkeleton rows={3} />}
      {items.length === 0 && status === 'ready' && (
        <NoRowsState status={status} controls={controls} statusFilter={categoryFilter} empty={empty} onClear={clearFilters} />
      )}
      {items.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Gallery images">
          {items.map((image) => (
            <li key={image.id}>
              <GalleryImageCard pb={pb} image={image} isNew={list.newIds.has(image.id)} {...actions} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{paginationText({ from, to: from + items.length - 1, totalRecords: totalItems })}</Text>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            size="xl"
            siblings={0}
            getControlProps={paginationControlProps}
            getItemProps={paginationItemProps}
          />
        </Group>
      )}
    </Stack>
  )
}
