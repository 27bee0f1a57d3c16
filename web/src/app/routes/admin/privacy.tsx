import { useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { Button, buttonClass } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { ScrollBox } from '@/components/ui/scroll-box'
import { consentsCsvUrl, useAnnounce, useDataRequests } from '@/features/privacy/api/admin'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam } from '@/hooks/use-url-search-text'
import { formatDateTime } from '@/lib/format'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

const t = tr.adminPrivacy
const box = 'mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm'

/** /admin/kvkk: data-subject requests (the 30-day duty), the İYS consent export and announcements. */
export function AdminPrivacyPage() {
  useDocumentTitle(t.title)
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t.title}</h1>
      <p className="mt-1 text-stone-600">{t.subtitle}</p>
      <Requests />
      <div className={box}>
        <h2 className="text-lg font-semibold text-stone-900">{t.consentsTitle}</h2>
        <p className="mt-1 text-sm text-stone-600">{t.consentsText}</p>
        <a
          href={consentsCsvUrl}
          download
          className={buttonClass({ variant: 'outline', className: 'mt-4 inline-block' })}
        >
          {t.consentsDownload}
        </a>
      </div>
      <AnnouncementForm />
    </section>
  )
}

function Requests() {
  const [page, setPage] = usePageParam()
  const list = useDataRequests(page)
  return (
    <div className={box}>
      <h2 className="text-lg font-semibold text-stone-900">{t.requestsTitle}</h2>
      <p className="mt-1 text-sm text-stone-600">{t.requestsHint}</p>
      <QueryState
        query={list}
        errorClassName="mt-4"
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="mt-4 text-sm text-stone-600">{t.requestsEmpty}</p>}
      >
        {(data) => (
          <>
            <ScrollBox label={t.requestsTitle} className="mt-4 rounded-lg border border-stone-200">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-stone-50 text-stone-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t.member}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t.kind}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t.createdAt}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t.completedAt}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((r) => (
                    <tr key={r.id} className="border-t border-stone-100">
                      <td className="px-3 py-2 text-stone-900">{r.memberName}</td>
                      <td className="px-3 py-2">{r.kindLabel}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {r.completedAt ? formatDateTime(r.completedAt) : '-'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
            <Pagination page={page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  )
}

function AnnouncementForm() {
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({})
  const announce = useAnnounce()

  function submit(e: FormEvent) {
    e.preventDefault()
    const next: typeof errors = {}
    if (!subject.trim()) next.subject = t.subjectRequired
    else if (subject.trim().length > 150) next.subject = t.subjectTooLong
    if (!body.trim()) next.body = t.bodyRequired
    else if (body.trim().length > 5000) next.body = t.bodyTooLong
    setErrors(next)
    if (next.subject || next.body) return
    announce.mutate(
      { subject, body },
      {
        onSuccess: (res) => {
          notify.success(fmt(t.sent, { n: res.recipients }))
          setSubject('')
          setBody('')
        },
        onError: (err) => notify.error(serverMessageOr(err, t.sendError)),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className={box} aria-labelledby="announce-title">
      <h2 id="announce-title" className="text-lg font-semibold text-stone-900">
        {t.announceTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.announceText}</p>
      <div className="mt-4 space-y-4">
        <TextField
          label={t.subject}
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <TextAreaField
          label={t.body}
          rows={6}
          value={body}
          error={errors.body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
      </div>
      <Button type="submit" className="mt-4" disabled={announce.isPending}>
        {announce.isPending ? t.sending : t.send}
      </Button>
    </form>
  )
}
