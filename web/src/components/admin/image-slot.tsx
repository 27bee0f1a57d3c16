import type { ReactNode } from 'react'
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'

/**
 * What an admin record form hands to its image slot. The form cannot import
 * the images feature, so the route renders the upload widget with these.
 */
export interface ImageSlotProps {
  value: string
  onChange: (url: string) => void
  /** Set when editing: the upload is tied to this record. */
  recordId?: string
}

/** The image slot of an admin record form, bound to the URL field `name`, with the field's error line. */
export function ImageSlotField<T extends FieldValues>({
  control,
  name,
  recordId,
  render,
}: {
  control: Control<T>
  name: FieldPathByValue<T, string>
  recordId?: string
  render: (props: ImageSlotProps) => ReactNode
}) {
  const { field, fieldState } = useController({ control, name })
  return (
    <div>
      {render({ value: field.value as string, onChange: field.onChange, recordId })}
      <FieldError message={fieldState.error?.message} />
    </div>
  )
}
