import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { Button, ButtonLink } from '@/components/ui/button'
import { unsubscribe } from '@/features/privacy/api/account'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { serverMessageOr } from '@/lib/errors'
import { paths } from '@/lib/paths'

type Result = { ok: boolean; message: string }

/**
 * /abonelik-iptal?t= (lazy route): the unsubscribe link of a marketing mail.
 * Opening the page changes nothing (mail scanners open links); the button
 * posts the link's token once.
 */
export function UnsubscribePage() {
  useDocumentTitle(tr.kvkk.unsubscribeTitle)
  const [params] = useSearchParams()
  const token = params.get('t')?.trim() ?? ''
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

  async function submit() {
    setBusy(true)
    try {
      setResult({ ok: true, message: await unsubscribe(token) })
    } catch (err) {
      setResult({ ok: false, message: serverMessageOr(err, tr.kvkk.unsubscribeFailed) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="font-serif text-2xl font-bold text-stone-900">{tr.kvkk.unsubscribeTitle}</h1>
        {result ? (
          <div role="status" className="mt-4">
            <p className={result.ok ? 'font-medium text-green-800' : 'font-medium text-red-700'}>
              {result.ok ? tr.kvkk.unsubscribeDone : tr.kvkk.unsubscribeFailed}
            </p>
            <p className="mt-2 text-stone-700">{result.message}</p>
          </div>
        ) : token === '' ? (
          <p role="alert" className="mt-4 text-red-700">
            {tr.kvkk.unsubscribeMissing}
          </p>
        ) : (
          <>
            <p className="mt-3 text-stone-700">{tr.kvkk.unsubscribeText}</p>
            <Button className="mt-6" onClick={() => void submit()} disabled={busy}>
              {busy ? tr.kvkk.unsubscribing : tr.kvkk.unsubscribeButton}
            </Button>
          </>
        )}
        <ButtonLink to={paths.home()} variant="outline" className="mt-6">
          {tr.kvkk.toHome}
        </ButtonLink>
      </div>
    </div>
  )
}
