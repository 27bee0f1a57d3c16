import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Button, buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { formatDate } from '@/lib/format'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { exportUrls, useDeleteAccount } from '../api/account'
import { useConsent, useSetConsent } from '../api/consent'
import { useRemoveStockAlert, useStockAlerts } from '../api/stock-alerts'

const t = tr.kvkk
const box = 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm'
const heading = 'font-serif text-lg font-bold text-stone-900'

/** /profil → 'Hesabım ve verilerim' (members): consent, stock alerts, the data export, account deletion. */
export function AccountDataSection({ onDeleted }: { onDeleted: () => void }) {
  return (
    <section aria-labelledby="account-data" className="mt-8 space-y-6">
      <div>
        <h2 id="account-data" className="font-serif text-2xl font-bold text-stone-900">
          {t.sectionTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.sectionIntro}</p>
      </div>
      <ConsentBox />
      <StockAlertsBox />
      <ExportBox />
      <DeleteBox onDeleted={onDeleted} />
    </section>
  )
}

function ConsentBox() {
  const consent = useConsent()
  const setConsent = useSetConsent()
  // The box shows the click at once (a controlled checkbox would otherwise
  // snap back to the server's value until the answer's render), and the
  // server's value again once it has answered either way.
  const [pending, setPending] = useState<boolean | null>(null)
  return (
    <div className={box}>
      <CheckboxField
        label={t.marketingConsent}
        checked={pending ?? consent.data?.marketingEmail ?? false}
        disabled={!consent.data}
        onChange={(e) => {
          const given = e.currentTarget.checked
          setPending(given)
          setConsent.mutate(given, {
            onSuccess: () => notify.success(given ? t.consentOn : t.consentOff),
            onError: (err) => notify.error(serverMessageOr(err, t.consentError)),
            onSettled: () => setPending(null),
          })
        }}
      />
      <p className="mt-2 ml-6 text-xs text-stone-500">{t.marketingHint}</p>
    </div>
  )
}

function StockAlertsBox() {
  const alerts = useStockAlerts()
  const remove = useRemoveStockAlert()
  return (
    <div className={box}>
      <h3 className={heading}>{t.alertsTitle}</h3>
      {alerts.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t.alertsError}
        </p>
      ) : alerts.data?.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.alertsEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {(alerts.data ?? []).map((a) => (
            <li key={a.bookId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link to={paths.book(a.bookId)} className="font-medium text-stone-900 hover:text-amber-700">
                  {a.title}
                </Link>
                <p className="text-xs text-stone-500">{fmt(t.alertsSince, { date: formatDate(a.createdAt) })}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={fmt(t.alertsRemoveLabel, { title: a.title })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(a.bookId, {
                    onSuccess: () => notify.success(t.alertsRemoved),
                    onError: (err) => notify.error(serverMessageOr(err, t.alertsError)),
                  })
                }
              >
                {t.alertsRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ExportBox() {
  return (
    <div className={box}>
      <h3 className={heading}>{t.exportTitle}</h3>
      <p className="mt-1 text-sm text-stone-600">{t.exportText}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={exportUrls.json} download className={buttonClass({ variant: 'primary' })}>
          {t.exportJson}
        </a>
        <a href={exportUrls.html} target="_blank" rel="noopener" className={buttonClass({ variant: 'outline' })}>
          {t.exportHtml}
          <span className="sr-only"> {tr.legal.newTab}</span>
        </a>
      </div>
    </div>
  )
}

function DeleteBox({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const del = useDeleteAccount()

  function ask(e: FormEvent) {
    e.preventDefault()
    if (password === '') {
      setError(t.passwordRequired)
      return
    }
    setError(undefined)
    setConfirming(true)
  }

  function confirm() {
    del.mutate(password, {
      onSuccess: () => {
        notify.success(t.deleted)
        onDeleted()
      },
      onError: (err) => {
        setConfirming(false)
        setError(serverMessageOr(err, t.deleteError))
      },
    })
  }

  return (
    <form noValidate onSubmit={ask} className={`${box} border-red-200`} aria-labelledby="delete-account">
      <h3 id="delete-account" className={`${heading} text-red-800`}>
        {t.deleteTitle}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t.deleteText}</p>
      <div className="mt-4 max-w-sm">
        <TextField
          label={t.deletePassword}
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </div>
      <Button type="submit" variant="danger" className="mt-4">
        {t.deleteSubmit}
      </Button>
      {confirming ? (
        <ConfirmDialog
          role="alertdialog"
          title={t.deleteConfirmTitle}
          message={t.deleteConfirmText}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.deleteCancel}
          closeLabel={null}
          busy={del.isPending}
          busyLabel={t.deleting}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  )
}
