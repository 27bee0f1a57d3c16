import { useState } from 'react'
import { fmt, tr } from '@/i18n'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam } from '@/hooks/use-url-search-text'
import { formatDateTime } from '@/lib/format'
import { MAILS_PAGE_SIZE, useMail, useMails, type MailItem } from '@/features/mails/api/get-mails'
import { kindLabel, statusLabel, statusTone } from '@/features/mails/components/mail-labels'
import { Button } from '@/components/ui/button'
import { AdminTable } from '@/components/admin/admin-table'

const m = tr.adminMails

/**
 * /admin/e-postalar: the outbox. Without SMTP in development on SQLite the
 * mails are only logged, so this is where an admin reads them (e.g. a reset
 * link); on PostgreSQL without SMTP they wait here, pending, for an instance
 * that can send.
 */
export function AdminMailsPage() {
  useDocumentTitle(m.title)
  const [page, setPage] = usePageParam()
  const [selected, setSelected] = useState<string | null>(null)
  const list = useMails(page)

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{m.title}</h1>
      <p className="mt-1 text-stone-600">{m.subtitle}</p>
      <p className="mt-3 rounded-md border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600">
        {m.noSmtpHint}
      </p>

      <QueryState
        query={list}
        errorClassName="mt-6"
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="mt-8 text-stone-600">{m.empty}</p>}
      >
        {(data) => (
          <>
            <p className="mt-6 text-sm text-stone-600">{fmt(m.total, { n: data.total })}</p>
            <div className="mt-2">
              <AdminTable
                label={m.tableLabel}
                columns={[
                  { label: m.to },
                  { label: m.subject },
                  { label: m.status },
                  { label: m.attempts, align: 'right' },
                  { label: m.createdAt },
                  { label: m.sentAt },
                  { label: m.show, srOnly: true },
                ]}
              >
                {data.items.map((item) => (
                  <MailRow
                    key={item.id}
                    item={item}
                    active={item.id === selected}
                    onShow={() => setSelected(item.id)}
                  />
                ))}
              </AdminTable>
            </div>
            <Pagination
              page={data.page}
              pageCount={Math.ceil(data.total / MAILS_PAGE_SIZE)}
              onPageChange={(p) => {
                setSelected(null)
                setPage(p)
              }}
            />
          </>
        )}
      </QueryState>
      {selected ? <MailBody id={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  )
}

function MailRow({ item, active, onShow }: { item: MailItem; active: boolean; onShow: () => void }) {
  return (
    <tr className={`text-sm ${active ? 'bg-amber-50' : ''}`}>
      <td className="px-3 py-2 text-stone-900">{item.to}</td>
      <td className="px-3 py-2">
        <span className="block text-stone-900">{item.subject}</span>
        <span className="text-xs text-stone-500">{kindLabel[item.kind]}</span>
      </td>
      <td className="px-3 py-2">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[item.status]}`}>
          {statusLabel[item.status]}
        </span>
        {item.lastError ? (
          <span className="mt-1 block max-w-xs truncate text-xs text-red-700" title={item.lastError}>
            {m.lastError}: {item.lastError}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{item.attempts}</td>
      <td className="whitespace-nowrap px-3 py-2 text-stone-600">{formatDateTime(item.createdAt)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-stone-600">{item.sentAt ? formatDateTime(item.sentAt) : '–'}</td>
      <td className="px-3 py-2 text-right">
        <Button
          type="button"
          onClick={onShow}
          aria-pressed={active}
          variant="outline"
          size="none"
          className="px-2 py-1 text-xs"
        >
          {m.show}
        </Button>
      </td>
    </tr>
  )
}

function MailBody({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useMail(id)
  return (
    <section aria-labelledby="mail-body-title" className="mt-6 rounded-lg border border-stone-200 bg-white p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="mail-body-title" className="text-lg font-semibold text-stone-900">
            {m.detailTitle}
          </h2>
          {mail.data ? (
            <p className="mt-1 text-sm text-stone-600">
              {mail.data.subject} · {mail.data.toName ? `${mail.data.toName} <${mail.data.to}>` : mail.data.to}
            </p>
          ) : null}
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          {m.close}
        </Button>
      </div>
      <QueryState query={mail} errorClassName="mt-4">
        {(data) => (
          <pre
            data-testid="mail-text-body"
            className="mt-4 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-stone-50 p-4 font-mono text-xs text-stone-800"
          >
            {data.textBody}
          </pre>
        )}
      </QueryState>
    </section>
  )
}
