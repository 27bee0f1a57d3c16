import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveCategory, type AdminCategory } from '../api/categories'
import { categorySchema, MAX_CATEGORY_DESCRIPTION, MAX_CATEGORY_NAME, type CategoryValues } from '../schemas'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminCategories
const fields = ['name', 'description'] as const

/**
 * The inline add/edit form above the grid. With `category` it edits that
 * one (and offers cancel); after a save it empties for the next addition.
 */
export function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const save = useSaveCategory()
  const nameRef = useRef<HTMLInputElement | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
  })

  useEffect(() => {
    reset({ name: category?.name ?? '', description: category?.description ?? '' })
    if (category) nameRef.current?.focus()
  }, [category, reset])

  const { submit, isRunning } = useGuardedSubmit(async (values: CategoryValues) => {
    try {
      await save.mutateAsync({ id: category?.id, body: { name: values.name, description: values.description } })
      notify.success(category ? t.updated : t.added)
      reset({ name: '', description: '' })
      onDone()
    } catch (err) {
      setServerFieldErrors(err, setError, fieldIn(fields))
      notify.error(serverMessageOr(err, category ? t.updateError : t.addError))
    }
  })

  const { ref: nameFieldRef, ...nameField } = register('name')
  const heading = category ? t.formEditTitle : t.formNewTitle

  return (
    <section
      aria-labelledby="category-form-title"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="category-form-title" className="font-serif text-lg font-bold text-stone-900">
        {heading}
      </h2>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(submit)(e)}
        aria-labelledby="category-form-title"
        className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-start"
      >
        <TextField
          label={t.name}
          maxLength={MAX_CATEGORY_NAME}
          error={errors.name?.message}
          ref={(el) => {
            nameFieldRef(el)
            nameRef.current = el
          }}
          {...nameField}
        />
        <TextAreaField
          label={t.description}
          rows={2}
          maxLength={MAX_CATEGORY_DESCRIPTION}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex gap-2 md:pt-6">
          <Button
            type="submit"
            disabled={isRunning}
            aria-busy={isRunning || undefined}
            size="none"
            className="px-5 py-2 text-sm shadow-sm"
          >
            {isRunning ? t.saving : category ? t.update : t.add}
          </Button>
          {category ? (
            <Button type="button" onClick={onDone} disabled={isRunning} variant="secondary">
              {t.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
