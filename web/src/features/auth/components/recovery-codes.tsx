import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'

/** The ten recovery codes, shown once after enrolment, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const m = tr.auth.mfa
  const text = codes.join('\n') + '\n'
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const a = document.createElement('a')
    a.href = url
    a.download = m.downloadName
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section aria-labelledby="recovery-title" className="space-y-3">
      <h3 id="recovery-title" className="font-semibold text-stone-900">
        {m.recoveryTitle}
      </h3>
      <p className="text-sm text-stone-600">{m.recoveryIntro}</p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 font-mono text-sm text-stone-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => notify.success(m.copied),
              () => undefined,
            )
          }
        >
          {m.copy}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          {m.download}
        </Button>
      </div>
      <Button className="w-full" onClick={onDone}>
        {m.saved}
      </Button>
    </section>
  )
}
