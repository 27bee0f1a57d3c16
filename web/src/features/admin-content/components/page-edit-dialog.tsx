import { zodResolver } from '@hookform/resolvers/zod'
import { lazy, Suspense, useId, type ReactNode } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { fmt } from '@/i18n'
import { SaveButton } from '@/components/ui/form-buttons'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSavePage, type AdminPage } from '../api/pages'
import { formField, formValues, pageFormSchema, pageNames, pageRequest, type PageFormValues } from '../page-form'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'))

const t = trPanels.adminContent

const formFields = new Set<string>([
  'title',
  'content',
  'heroImage',
  'stats.books',
  'stats.authors',
  'stats.awards',
  'stats.readers',
  'address',
  'phone',
  'email',
  'sellerTitle',
  'mersis',
  'returnCarrier',
  'returnAgreementCode',
  'taxOffice',
  'taxNumber',
  'kep',
  'social.facebook',
  'social.twitter',
  'social.instagram',
  'subtitle',
])

/** The return carrier's choices: the server's list, and a stored value from before the list (kept until changed). */
function returnCarrierChoices(page: AdminPage): string[] {
  const stored = typeof page.meta.return_carrier === 'string' ? page.meta.return_carrier : ''
  return stored && !page.returnCarriers.includes(stored) ? [stored, ...page.returnCarriers] : page.returnCarriers
}

export type HeroImageField = (props: { value: string; onChange: (url: string) => void; label: string }) => ReactNode

interface Props {
  page: AdminPage
  onClose: () => void
  /** The about page's image upload, supplied by the route (features do not import each other). */
  heroImageField?: HeroImageField
}

/**
 * The content page's edit modal: title, rich-text
 * content and the published checkbox for every page; hero image and stats
 * for about; address, phone, e-mail, the contracts' seller (trade name,
 * MERSİS number) and social links for contact; the
 * subtitle for privacy (what /gizlilik-politikasi shows under its title).
 */
export function PageEditDialog({ page, onClose, heroImageField }: Props) {
  const contentLabelId = useId()
  const publishedHintId = useId()
  const save = useSavePage()
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PageFormValues>({ resolver: zodResolver(pageFormSchema), defaultValues: formValues(page) })

  const { submit, isRunning } = useGuardedSubmit(async (values: PageFormValues) => {
    try {
      await save.mutateAsync({ key: page.key, body: pageRequest(page.key, values) })
      notify.success(t.saved)
      onClose()
    } catch (err) {
      const [first] = setServerFieldErrors(err, setError, (field) => {
        const name = formField(field)
        return formFields.has(name) ? (name as FieldPath<PageFormValues>) : undefined
      })
      if (first && first !== 'content' && first !== 'heroImage') setFocus(first)
      notify.error(serverMessageOr(err, t.saveError))
    }
  })

  const key = page.key
  const err = (m?: { message?: string }) => m?.message

  return (
    <ModalDialog
      title={fmt(t.modalTitle, { page: pageNames[key] })}
      closeLabel={t.close}
      onClose={onClose}
      busy={isRunning}
      size="xl"
      initialFocus='[name="title"]'
      onSubmit={(e) => void handleSubmit((v) => submit(v))(e)}
      footer={
        <>
          <Button type="button" onClick={onClose} disabled={isRunning} variant="outline">
            {t.cancel}
          </Button>
          <SaveButton busy={isRunning} texts={t} />
        </>
      }
    >
      <div className="space-y-5">
        <TextField label={t.fieldTitle} error={err(errors.title)} {...register('title')} />
        {key === 'privacy' ? (
          <TextField label={t.subtitleField} error={err(errors.subtitle)} {...register('subtitle')} />
        ) : null}
        <div>
          <p id={contentLabelId} className="mb-1 block text-sm font-medium text-stone-700">
            {t.fieldContent}
          </p>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <Suspense fallback={<p className="py-8 text-center text-sm text-stone-500">{t.editorLoading}</p>}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-labelledby={contentLabelId}
                  aria-invalid={errors.content ? true : undefined}
                />
              </Suspense>
            )}
          />
          {errors.content ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.content.message}
            </p>
          ) : null}
        </div>

        {key === 'about' ? (
          <>
            {heroImageField ? (
              <div>
                <Controller
                  control={control}
                  name="heroImage"
                  render={({ field }) => (
                    <>{heroImageField({ value: field.value, onChange: field.onChange, label: t.heroImage })}</>
                  )}
                />
                {errors.heroImage ? (
                  <p role="alert" className="mt-1 text-sm text-red-600">
                    {errors.heroImage.message}
                  </p>
                ) : null}
              </div>
            ) : null}
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-stone-800">{t.statsTitle}</legend>
              <div className="grid gap-4 sm:grid-cols-4">
                <TextField label={t.statBooks} error={err(errors.stats?.books)} {...register('stats.books')} />
                <TextField label={t.statAuthors} error={err(errors.stats?.authors)} {...register('stats.authors')} />
                <TextField label={t.statAwards} error={err(errors.stats?.awards)} {...register('stats.awards')} />
                <TextField label={t.statReaders} error={err(errors.stats?.readers)} {...register('stats.readers')} />
              </div>
            </fieldset>
          </>
        ) : null}

        {key === 'contact' ? (
          <>
            <fieldset className="space-y-4">
              <legend className="mb-2 text-sm font-semibold text-stone-800">{t.contactTitle}</legend>
              <TextAreaField label={t.address} rows={2} error={err(errors.address)} {...register('address')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t.phone}
                  type="tel"
                  autoComplete="off"
                  error={err(errors.phone)}
                  {...register('phone')}
                />
                <TextField
                  label={t.email}
                  type="email"
                  autoComplete="off"
                  error={err(errors.email)}
                  {...register('email')}
                />
              </div>
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="mb-2 text-sm font-semibold text-stone-800">{t.sellerTitle}</legend>
              <p className="text-xs text-stone-500">{t.sellerHint}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t.sellerName}
                  autoComplete="off"
                  error={err(errors.sellerTitle)}
                  {...register('sellerTitle')}
                />
                <TextField
                  label={t.mersis}
                  inputMode="numeric"
                  autoComplete="off"
                  hint={t.mersisHint}
                  error={err(errors.mersis)}
                  {...register('mersis')}
                />
                <SelectField
                  label={t.returnCarrier}
                  hint={t.returnCarrierHint}
                  error={err(errors.returnCarrier)}
                  {...register('returnCarrier')}
                >
                  <option value="">{t.returnCarrierNone}</option>
                  {returnCarrierChoices(page).map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t.returnAgreementCode}
                  autoComplete="off"
                  hint={t.returnAgreementCodeHint}
                  error={err(errors.returnAgreementCode)}
                  {...register('returnAgreementCode')}
                />
                <TextField
                  label={t.taxOffice}
                  autoComplete="off"
                  error={err(errors.taxOffice)}
                  {...register('taxOffice')}
                />
                <TextField
                  label={t.taxNumber}
                  inputMode="numeric"
                  autoComplete="off"
                  error={err(errors.taxNumber)}
                  {...register('taxNumber')}
                />
                <TextField
                  label={t.kep}
                  type="email"
                  autoComplete="off"
                  hint={t.kepHint}
                  error={err(errors.kep)}
                  {...register('kep')}
                />
              </div>
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="mb-2 text-sm font-semibold text-stone-800">{t.socialTitle}</legend>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  label={t.facebook}
                  type="url"
                  placeholder="https://"
                  hint={t.socialHint}
                  error={err(errors.social?.facebook)}
                  {...register('social.facebook')}
                />
                <TextField
                  label={t.twitter}
                  type="url"
                  placeholder="https://"
                  hint={t.socialHint}
                  error={err(errors.social?.twitter)}
                  {...register('social.twitter')}
                />
                <TextField
                  label={t.instagram}
                  type="url"
                  placeholder="https://"
                  hint={t.socialHint}
                  error={err(errors.social?.instagram)}
                  {...register('social.instagram')}
                />
              </div>
            </fieldset>
          </>
        ) : null}

        <div>
          <CheckboxField label={t.fieldPublished} aria-describedby={publishedHintId} {...register('published')} />
          <p id={publishedHintId} className="mt-1 pl-6 text-xs text-stone-500">
            {t.publishedHint}
          </p>
        </div>
      </div>
    </ModalDialog>
  )
}
