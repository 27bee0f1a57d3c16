import { useState, type ChangeEvent, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { readStatement, useRecordTransfer, type StatementRow } from '@/api/bank-transfers'
import { AdminTable } from '@/components/admin/admin-table'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/form-field'
import { serverMessageOr } from '@/lib/errors'
import { formatDate, formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'

const t = trPanels.payments.statement

/** The server reads at most 1 MB of statement. */
export const MAX_STATEMENT_BYTES = 1024 * 1024

/** The sender the server needs for a record: the customer the match names, else the line's description (single line, 200 characters). */
function senderOf(row: StatementRow): string {
  const s = (row.customerName || row.description).replace(/\s+/g, ' ').trim()
  return s.slice(0, 200)
}

const matchTone: Record<StatementRow['match'], string> = {
  exact: 'bg-green-100 text-green-800',
  amount_differs: 'bg-amber-100 text-amber-900',
  none: 'bg-stone-100 text-stone-700',
  recorded: 'bg-blue-100 text-blue-800',
}

/** A proposed line can be recorded in one click: it names an order and is not recorded yet. */
const acceptable = (r: StatementRow) => Boolean(r.orderId) && (r.match === 'exact' || r.match === 'amount_differs')

function Rows({ rows, onRecorded }: { rows: StatementRow[]; onRecorded: (line: number) => void }) {
  const record = useRecordTransfer()
  const [busy, setBusy] = useState<number | null>(null)

  async function accept(r: StatementRow) {
    setBusy(r.line)
    try {
      await record.mutateAsync({
        orderId: r.orderId!,
        input: { amount: r.amount, receivedOn: r.date, sender: senderOf(r), bankRef: r.bankRef },
      })
      notify.success(fmt(t.accepted, { number: r.orderNumber ?? '' }))
      onRecorded(r.line)
    } catch (err) {
      notify.error(serverMessageOr(err, t.acceptError))
    } finally {
      setBusy(null)
    }
  }

  return (
    <AdminTable
      label={t.tableLabel}
      columns={[
        { label: t.colLine, align: 'right' },
        { label: t.colDate },
        { label: t.colAmount, align: 'right' },
        { label: t.colDescription },
        { label: t.colBankRef },
        { label: t.colOrder },
        { label: t.colMatch },
        { label: t.colActions, align: 'right' },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.line} data-testid="statement-row" className="align-top text-sm">
          <td className="px-3 py-2 text-right text-stone-500 tabular-nums">{r.line}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDate(r.date)}</td>
          <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatPrice(r.amount)}</td>
          <td className="max-w-xs px-3 py-2 break-words">{r.description}</td>
          <td className="px-3 py-2 font-mono text-xs break-all">{r.bankRef}</td>
          <td className="px-3 py-2">
            {r.orderNumber ? (
              <>
                <span className="block font-mono font-semibold">#{r.orderNumber}</span>
                {r.customerName ? <span className="block text-xs text-stone-600">{r.customerName}</span> : null}
              </>
            ) : (
              <span className="text-stone-500">-</span>
            )}
          </td>
          <td className="px-3 py-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${matchTone[r.match]}`}>
              {t.matches[r.match]}
            </span>
            {r.match === 'amount_differs' && r.expected != null ? (
              <span className="mt-1 block text-xs text-amber-900">
                {fmt(t.expected, { amount: formatPrice(r.expected) })}
              </span>
            ) : null}
          </td>
          <td className="px-3 py-2 text-right">
            {acceptable(r) ? (
              <Button
                size="sm"
                loading={busy === r.line}
                disabled={busy !== null}
                aria-label={fmt(t.acceptLabel, { line: r.line, number: r.orderNumber ?? '' })}
                onClick={() => void accept(r)}
              >
                {t.accept}
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

/**
 * 'Hesap hareketleri': the bank's statement (CSV from its internet branch)
 * pasted or chosen as a file, read by the server into lines with the order
 * each is proposed for (by order number and amount); 'Kaydet' records a
 * line's transfer on its order, as 'Havale alındı' would. Nothing is
 * recorded without that click.
 */
export function StatementImport() {
  const [csv, setCsv] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [rows, setRows] = useState<StatementRow[] | null>(null)
  const [reading, setReading] = useState(false)

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    if (!file) return
    if (file.size > MAX_STATEMENT_BYTES) {
      setError(t.tooLarge)
      return
    }
    setError(undefined)
    setCsv(await file.text())
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (csv.trim() === '') return setError(t.required)
    if (new Blob([csv]).size > MAX_STATEMENT_BYTES) return setError(t.tooLarge)
    setError(undefined)
    setReading(true)
    try {
      setRows((await readStatement(csv)).rows)
    } catch (err) {
      setError(serverMessageOr(err, t.loadError))
    } finally {
      setReading(false)
    }
  }

  const markRecorded = (line: number) =>
    setRows((rs) => rs?.map((r) => (r.line === line ? { ...r, match: 'recorded' } : r)) ?? null)

  return (
    <div className="mt-6 space-y-6">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <TextAreaField
          label={t.csvLabel}
          hint={t.csvHint}
          rows={8}
          spellCheck={false}
          value={csv}
          error={error}
          onChange={(e) => {
            setCsv(e.target.value)
            setError(undefined)
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label className="text-sm font-medium text-stone-700">
            <span className="mb-1 block">{t.fileLabel}</span>
            <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e)} className="text-sm" />
          </label>
          <Button type="submit" loading={reading} className="ml-auto">
            {reading ? t.analyzing : t.analyze}
          </Button>
        </div>
      </form>
      {rows === null ? null : rows.length === 0 ? (
        <p role="status" className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-center text-stone-600">
          {t.noRows}
        </p>
      ) : (
        <Rows rows={rows} onRecorded={markRecorded} />
      )}
    </div>
  )
}
