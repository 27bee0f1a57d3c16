/** The title band of list pages. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="border-b border-amber-100 bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="font-serif text-3xl font-bold text-stone-900 md:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-stone-600">{subtitle}</p> : null}
      </div>
    </div>
  )
}
