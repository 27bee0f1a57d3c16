/** The save button of a form: disabled and busy while the save runs. */
export function SaveButton({ busy, texts }: { busy: boolean; texts: { save: string; saving: string } }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="rounded-md bg-amber-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? texts.saving : texts.save}
    </button>
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
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
      >
        {texts.cancel}
      </button>
      <SaveButton busy={busy} texts={texts} />
    </>
  )
}
