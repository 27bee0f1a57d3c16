import { tr } from '@/i18n'

/** Shown by every screen whose issue is not done yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-600">{tr.pages.notReady}</p>
    </section>
  )
}
