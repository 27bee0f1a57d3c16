import { fmt } from '@/i18n'
import { buttonClass } from '@/components/ui/button'
import { reportCsvUrl, type ReportParams, type ReportTable } from '../api/sales-report'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminReports

/** A table's CSV download: a plain link, so the browser saves the server's file under its name. */
export function CsvLink({ table, params, name }: { table: ReportTable; params: ReportParams; name: string }) {
  return (
    <a
      href={reportCsvUrl(table, params)}
      download
      aria-label={fmt(t.csvLabel, { table: name })}
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      {t.csv}
    </a>
  )
}
