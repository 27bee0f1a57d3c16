import { Button } from './button'

/** The save button of a form: disabled and busy while the save runs. */
export function SaveButton({ busy, texts }: { busy: boolean; texts: { save: string; saving: string } }) {
  return (
    <Button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      size="none"
      className="px-5 py-2 text-sm shadow-sm"
    >
      {busy ? texts.saving : texts.save}
    </Button>
  )
}

/** Cancel and save, as the form dialogs end; cancel is off while the save runs. */
export function CancelSaveButtons({
  busy,
  onCancel,
  texts,
}: {
  busy: boolean
  onCancel: () => void
  texts: { cancel: string; save: string; saving: string }
}) {
  return (
    <>
      <Button type="button" onClick={onCancel} disabled={busy} variant="secondary">
        {texts.cancel}
      </Button>
      <SaveButton busy={busy} texts={texts} />
    </>
  )
}
