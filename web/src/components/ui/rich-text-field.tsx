import { lazy, Suspense, useId } from 'react'
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { tr } from '@/i18n'
import { FieldError } from './field-error'

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'))

/**
 * A labelled rich-text field of a form, bound to the form field
 * `name`: the Quill editor, loaded on first use (`loadingText` shows
 * meanwhile), and the field's error line. Admin and author panel forms.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  loadingText = tr.common.loading,
  height,
}: {
  control: Control<T>
  name: FieldPathByValue<T, string>
  label: string
  loadingText?: string
  /** The editing area's height in pixels (the editor's default otherwise). */
  height?: number
}) {
  const labelId = useId()
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </p>
      <Suspense fallback={<p className="text-sm text-stone-500">{loadingText}</p>}>
        <RichTextEditor
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          height={height}
        />
      </Suspense>
      <FieldError message={error} />
    </div>
  )
}
