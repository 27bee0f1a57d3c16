import type { ImageSlotProps } from '@/components/admin/image-slot'
import type { UploadInput } from '@/features/images/api/upload-image'
import type { ImageKind } from '@/features/images/kinds'
import { ImageUpload } from '@/features/images/components/image-upload'

/**
 * The images feature's widget in the image slot of an admin record form. An
 * admin's upload goes live at once; when editing it is tied to the record
 * (`table`), so the upload has already changed it: `onLinkedUpload` lets the
 * page refresh its list.
 */
export function RecordImageUpload({
  kind,
  table,
  label,
  onLinkedUpload,
  value,
  onChange,
  recordId,
}: ImageSlotProps & {
  kind: ImageKind
  table: NonNullable<UploadInput['referenceTable']>
  label?: string
  onLinkedUpload?: () => void
}) {
  return (
    <ImageUpload
      kind={kind}
      label={label}
      value={value || null}
      onUploaded={(res) => {
        onChange(res.imageUrl)
        if (recordId) onLinkedUpload?.()
      }}
      onRemove={() => onChange('')}
      referenceId={recordId}
      referenceTable={recordId ? table : undefined}
    />
  )
}
