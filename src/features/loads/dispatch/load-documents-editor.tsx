import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { ImageUploadField } from '../../../components/admin/image-upload-field'
import { ConfirmButton } from '../../../components/confirm-button'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { LoadDocumentRecord, TypedPocketBase } from '../../../lib/record-types'
import { DOCUMENT_KIND_LABELS, documentName } from '../load-statuses'
import type { DispatchLoad } from './dispatch-load'
import { documentUpload, removeDocument, type DocumentKind } from './load-edits'

// The proof of delivery comes from the driver, with the receiver's signature.
const KIND_OPTIONS = (['permit', 'bill_of_lading', 'other'] as const).map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }))
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']

function DocumentRow({ pb, document }: { pb: TypedPocketBase; document: LoadDocumentRecord }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {documentName(document)}
      </Text>
      <ConfirmButton
        title="Remove Document"
        message={`Remove ${documentName(document)}? The driver's app drops it too.`}
        confirmLabel="Remove"
        onConfirm={() => removeDocument(pb, document.id).then(() => notifySuccess('Document Removed', `${documentName(document)} is removed.`))}
        buttonProps={{ size: 'compact-md', mih: 44, variant: 'default', color: 'red.9', c: 'red.9', 'aria-label': `Remove ${documentName(document)}` }}
      >
        Remove
      </ConfirmButton>
    </Group>
  )
}

/** The load's permits and papers: add PDFs or images (each with its progress), remove one. */
export function LoadDocumentsEditor({ pb, load }: { pb: TypedPocketBase; load: DispatchLoad }) {
  const documents = load.expand?.load_documents_via_load ?? []
  const [kind, setKind] = useState<DocumentKind>('permit')
  const [title, setTitle] = useState('')

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Documents
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="gray.7">
          No documents yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents of this load">
          {documents.map((document) => (
            <DocumentRow key={document.id} pb={pb} document={document} />
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Kind" data={KIND_OPTIONS} value={kind} onChange={(value) => setKind(value ?? kind)} allowDeselect={false} />
        <TextInput label="Title" placeholder="The file's name when left empty" value={title} maxLength={200} onChange={(event) => setTitle(event.currentTarget.value)} />
      </SimpleGrid>
      <ImageUploadField
        label="Add documents"
        description="Each is sent as soon as it is chosen, with the kind and title above"
        accept={DOCUMENT_TYPES}
        typesText="PDF, JPEG, PNG or WebP"
        noun="document"
        maxFiles={5}
        authToken={pb.authStore.token}
        toRequest={(item) => documentUpload(pb, load.id, kind, title, item.file)}
        onBatchDone={({ uploaded, failed }) => {
          if (uploaded > 0) notifySuccess('Upload Complete', `Added ${uploaded} document(s); the driver sees them.`)
          if (failed > 0) notifyError('Upload Failed', `${failed} document(s) could not be added.`)
          if (uploaded > 0) setTitle('')
        }}
      />
    </Stack>
  )
}
