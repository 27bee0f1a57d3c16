import { useEffect } from 'react'
import { tr } from '@/i18n'
import { RichText } from '@/components/rich-text'
import { Skeleton } from '@/components/ui/skeleton'
import { usePage } from '@/features/pages/api/get-page'
import { readMeta, type PageMeta } from '@/features/pages/api/types'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { isNotFound } from '@/lib/errors'
import { notify } from '@/lib/notify'

function text(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v)
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

/** The four figures, with the catalogue's default figures when the content has none. */
export function aboutStats(meta: PageMeta | null | undefined) {
  const s = meta?.stats ?? {}
  return [
    { value: text(s.books) ?? tr.about.statBooksDefault, label: tr.about.statBooks },
    { value: text(s.authors) ?? tr.about.statAuthorsDefault, label: tr.about.statAuthors },
    { value: text(s.awards) ?? tr.about.statAwardsDefault, label: tr.about.statAwards },
    { value: text(s.readers) ?? tr.about.statReadersDefault, label: tr.about.statReaders },
  ]
}

const pillars = [
  { title: tr.about.mission, text: tr.about.missionText, icon: 'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z' },
  {
    title: tr.about.vision,
    text: tr.about.visionText,
    icon: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  },
  {
    title: tr.about.values,
    text: tr.about.valuesText,
    icon: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  },
]

/** /hakkimizda (lazy route): the about record plus the contact record's details. */
export function AboutPage() {
  const about = usePage('about')
  const contact = usePage('contact')
  const title = about.data?.title || tr.about.title
  useDocumentTitle(about.isPending ? undefined : title)

  useEffect(() => {
    if (about.isError && !isNotFound(about.error)) notify.error(tr.about.loadError)
  }, [about.isError, about.error])

  const meta = readMeta(about.data)
  const heroImage = text(meta?.hero_image)
  const c = readMeta(contact.data) ?? meta
  const contacts = [
    { label: tr.about.email, value: text(c?.email) ?? tr.footer.emailFallback, href: (v: string) => `mailto:${v}` },
    {
      label: tr.about.phone,
      value: text(c?.phone) ?? tr.footer.phoneFallback,
      href: (v: string) => `tel:${v.replace(/[^+\d]/g, '')}`,
    },
    { label: tr.about.address, value: text(c?.address) ?? tr.footer.addressFallback, href: null },
  ]

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        {heroImage ? (
          <img
            src={heroImage}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 h-full w-full object-cover opacity-25"
          />
        ) : null}
        <div className="relative mx-auto max-w-7xl px-4 py-20 text-center">
          <h1 className="font-serif text-4xl font-bold text-stone-900 md:text-5xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{tr.about.subtitle}</p>
        </div>
      </section>

      <section aria-label={tr.about.statsLabel} className="mx-auto -mt-10 max-w-5xl px-4">
        <dl className="relative grid grid-cols-2 gap-4 md:grid-cols-4">
          {aboutStats(meta).map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse items-center rounded-xl border border-amber-100 bg-white p-6 text-center shadow-sm"
            >
              <dt className="mt-1 text-sm font-medium text-stone-600">{s.label}</dt>
              <dd className="font-serif text-3xl font-bold text-amber-700">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* The admin's content brings its own headings ('Hikâyemiz' in the
          demo); a hidden heading of the same name would be read twice. */}
      <section aria-label={tr.about.story} className="mx-auto max-w-3xl px-4 py-16">
        {about.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <RichText html={about.data?.content} />
        )}
      </section>

      <section aria-labelledby="about-values" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="about-values" className="text-center font-serif text-3xl font-bold text-stone-900">
            {tr.about.valuesTitle}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {pillars.map((p) => (
              <article key={p.title} className="rounded-xl border border-stone-200 bg-stone-50 p-6">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-10 w-10 rounded-lg bg-amber-100 p-2 text-amber-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                >
                  <path d={p.icon} />
                </svg>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{p.title}</h3>
                <p className="mt-2 text-stone-600">{p.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-contact" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="about-contact" className="text-center font-serif text-3xl font-bold text-stone-900">
          {tr.about.contactTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {contacts.map((item) => (
            <li key={item.label} className="rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
              <h3 className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{item.label}</h3>
              <p className="mt-2 text-stone-800">
                {item.href ? (
                  <a href={item.href(item.value)} className="hover:text-amber-700 hover:underline">
                    {item.value}
                  </a>
                ) : (
                  item.value
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
