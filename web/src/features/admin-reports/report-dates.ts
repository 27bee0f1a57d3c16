/**
 * Dates of the reports page: plain 'YYYY-MM-DD' days in Istanbul, the shop's
 * time zone (the server cuts days at Istanbul midnight too).
 */

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Istanbul as 'YYYY-MM-DD'. */
export function istanbulToday(now: Date = new Date()): string {
  return isoDay.format(now)
}

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number)
  return [y ?? 1970, m ?? 1, d ?? 1]
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** day moved by n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day)
  return toDay(new Date(Date.UTC(y, m - 1, d + n)))
}

export type Preset = 'last7' | 'last30' | 'thisMonth' | 'thisYear'

/** The range of a preset ending today. */
export function presetRange(preset: Preset, today: string): { from: string; to: string } {
  const [y, m] = parts(today)
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today }
    case 'last30':
      return { from: addDays(today, -29), to: today }
    case 'thisMonth':
      return { from: toDay(new Date(Date.UTC(y, m - 1, 1))), to: today }
    case 'thisYear':
      return { from: `${y}-01-01`, to: today }
  }
}

const monthName = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'long', year: 'numeric' })

/** A period's label: a day or a week's Monday as GG.AA.YYYY, a month as 'Kasım 2026'. */
export function periodLabel(start: string, group: 'day' | 'week' | 'month', weekOf: (date: string) => string): string {
  const [y, m, d] = parts(start)
  if (group === 'month') return monthName.format(new Date(Date.UTC(y, m - 1, 1)))
  const date = `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`
  return group === 'week' ? weekOf(date) : date
}
