/**
 * The event form's date and time: a datetime-local value ('2026-12-01T19:00')
 * read as Europe/Istanbul wall time, sent as an ISO timestamp; and back.
 * Computed through Intl (no fixed +03:00), so it stays right if the zone's
 * rules change.
 */
const ZONE = 'Europe/Istanbul'

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function zoneParts(ms: number) {
  const parts: Record<string, number> = {}
  for (const p of partsFormat.formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number }
}

/** Istanbul's offset from UTC at an instant, in ms. */
function offsetAt(ms: number): number {
  const p = zoneParts(ms)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(ms / 1000) * 1000
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** '2026-12-01T19:00' (Istanbul) → '2026-12-01T16:00:00.000Z'; null when not a valid value. */
export function istanbulLocalToIso(value: string): string | null {
  const m = LOCAL.exec(value.trim())
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(wall)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  let ms = wall - offsetAt(wall)
  // A second pass settles instants next to an offset change.
  ms = wall - offsetAt(ms)
  return new Date(ms).toISOString()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO timestamp → the datetime-local value of its Istanbul wall time. */
export function isoToIstanbulLocal(iso: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  const p = zoneParts(ms)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}
