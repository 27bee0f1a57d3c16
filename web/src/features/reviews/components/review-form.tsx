import { useId, useState } from 'react'
import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useDeleteReview, useSaveReview, type MyReviewState } from '../api/reviews'

const t = tr.reviews
const input =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200'

const statusText = {
  pending: t.statusPending,
  published: t.statusPublished,
  rejected: t.statusRejected,
  hidden: t.statusHidden,
} as const

/** The speed-of-feedback checks; the server applies the same rules. */
function check(v: { rating: number; body: string; displayName: string }): Record<string, string> {
  const e: Record<string, string> = {}
  if (v.rating < 1 || v.rating > 5) e.rating = t.ratingRequired
  const n = [...v.body.trim()].length
  if (n > 0 && n < 10) e.body = t.bodyShort
  if (n > 2000) e.body = t.bodyLong
  if (v.displayName.trim() === '') e.displayName = t.nameRequired
  return e
}

/** Write, edit or delete the member's own review of the book. */
export function ReviewForm({ bookId, state }: { bookId: string; state: MyReviewState }) {
  const id = useId()
  const mine = state.review
  const [rating, setRating] = useState(mine?.rating ?? 0)
  const [title, setTitle] = useState(mine?.title ?? '')
  const [body, setBody] = useState(mine?.body ?? '')
  const [displayName, setDisplayName] = useState(mine?.displayName ?? state.defaultName)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState(false)
  const save = useSaveReview(bookId)
  const remove = useDeleteReview(bookId)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const found = check({ rating, body, displayName })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      const saved = await save.mutateAsync({
        rating,
        title: title.trim(),
        body: body.trim(),
        displayName: displayName.trim(),
      })
      notify.success(saved.status === 'pending' ? t.savedPending : t.saved)
    } catch (err) {
      const d = describeError(err)
      setErrors(Object.fromEntries(Object.entries(d.fieldErrors).map(([k, v]) => [k.replace(/^body\./, ''), v])))
      notify.error(d.message)
    }
  }

  async function deleteReview() {
    try {
      await remove.mutateAsync()
      notify.success(t.deleted)
      setConfirming(false)
      setRating(0)
      setTitle('')
      setBody('')
    } catch (e) {
      notify.error(describeError(e).message)
    }
  }

  const err = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-err`} role="alert" className="mt-1 text-sm text-red-600">
        {errors[name]}
      </p>
    ) : null
  const described = (name: string) => (errors[name] ? `${id}-${name}-err` : undefined)

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 className="font-serif text-xl font-bold text-stone-900">{mine ? t.formEditTitle : t.formTitle}</h3>
      {mine ? (
        <p className="mt-2 text-sm text-stone-600" role="status">
          <span className="font-medium">{statusText[mine.status]}</span>
          {mine.reason && mine.status !== 'published' ? ` · ${fmt(t.statusReason, { reason: mine.reason })}` : null}
        </p>
      ) : null}
      <fieldset className="mt-4" aria-describedby={described('rating')}>
        <legend className="mb-1 text-sm font-medium text-stone-700">{t.ratingLabel}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n)
                  // A chosen star answers 'Lütfen 1 ile 5 arasında bir puan seçin'.
                  setErrors(({ rating: _answered, ...rest }) => rest)
                }}
                // Transparent over its star: a click or tap lands on the radio itself,
                // and screen readers and the keyboard still reach it.
                className="peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{fmt(t.ratingOption, { n })}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`h-8 w-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-amber-400 ${n <= rating ? 'fill-amber-500' : 'fill-stone-300'}`}
              >
                <path d="M12 2l2.9 6.3 6.9.7-5.2 4.7 1.5 6.8L12 17l-6.1 3.5 1.5-6.8L2.2 9l6.9-.7z" />
              </svg>
            </label>
          ))}
        </div>
        {err('rating')}
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium text-stone-700">
          {t.titleLabel}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
          className={input}
        />
        {err('title')}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-body`} className="mb-1 block text-sm font-medium text-stone-700">
          {t.bodyLabel}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={5}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[described('body'), `${id}-body-hint`].filter(Boolean).join(' ')}
          className={input}
        />
        <p id={`${id}-body-hint`} className="mt-1 flex justify-between gap-3 text-xs text-stone-500">
          <span>{t.bodyHint}</span>
          <span>{fmt(t.bodyCount, { n: [...body].length })}</span>
        </p>
        {err('body')}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-stone-700">
          {t.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          value={displayName}
          maxLength={40}
          onChange={(e) => setDisplayName(e.target.value)}
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={described('displayName')}
          className={input}
        />
        {err('displayName')}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {mine ? t.update : t.save}
        </Button>
        {mine ? (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t.delete}
          message={t.deleteConfirm}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          closeLabel={null}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void deleteReview()}
        />
      ) : null}
    </form>
  )
}
