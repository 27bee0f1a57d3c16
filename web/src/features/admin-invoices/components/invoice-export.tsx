import { useId, useState } from 'react'
import { fmt } from '@/i18n'
import { buttonClass } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { invoiceExportUrl } from '@/api/invoices'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Istanbul, the shop's time zone, as 'YYYY-MM-DD' (the server cuts months at Istanbul midnight). */
const istanbulToday = (now: Date = new Date()) => isoDay.format(now)

/** The month before today's in Istanbul, 'YYYY-MM': what the accountant asks for at the start of a month. */
export function previousMonth(today: string = istanbulToday()): string {
  const [y = 1970, m = 1] = today.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/**
 * The accountant's monthly list: a month and a plain download link to the
 * CSV in the shop's spreadsheet form (the one Excel opens in a Turkish
 * locale), as the reports page offers its tables.
 */
export function InvoiceExport() {
  const [month, setMonth] = useState(previousMonth)
  const id = useId()
  const valid = /^\d{4}-\d{2}$/.test(month)
  const link = buttonClass({ variant: 'outline', size: 'sm', className: valid ? '' : 'pointer-events-none opacity-60' })
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="font-serif text-lg font-bold text-stone-900">
        {t.exportTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.exportText}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-month`} className="mb-1 block text-sm font-medium text-stone-700">
            {t.exportMonth}
          </label>
          <input
            id={`${id}-month`}
            type="month"
            value={month}
            max={istanbulToday().slice(0, 7)}
            onChange={(e) => setMonth(e.target.value)}
            className={controlClass()}
          />
        </div>
        <a
          href={valid ? invoiceExportUrl(month) : undefined}
          download
          aria-disabled={!valid || undefined}
          aria-label={fmt(t.exportCsvLabel, { month })}
          className={link}
        >
          {t.exportCsv}
        </a>
      </div>
    </section>
  )
}
