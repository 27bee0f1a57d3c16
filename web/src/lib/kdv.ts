import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'

const t = trPanels.tax

/** The rates the server allows (bookstore.KDVRates), until its settings are read. */
export const KDV_RATES = [0, 1, 10, 20] as const

/** A KDV class: a rate in percent and, with 0 %, the exemption code. */
export interface KdvClass {
  rate: number
  exemption: string
}

/** An exemption code the shop may use, with its name (from the server's settings). */
export interface KdvExemption {
  code: string
  name: string
}

/**
 * A class as one select value: '20', '10', '1', or '0:335' for 0 % with its
 * exemption code; '' is the shop's default (a book without a class of its own).
 */
export function kdvValue(c: KdvClass | null | undefined): string {
  if (!c) return ''
  return c.rate === 0 ? `0:${c.exemption}` : String(c.rate)
}

/** The class of a select value; null for '' (the shop's default). */
export function parseKdv(value: string): KdvClass | null {
  if (value === '') return null
  const [rate, exemption = ''] = value.split(':')
  return { rate: Number(rate), exemption }
}

/** A class as the forms show it: '%20', or '%0 — 335 Basılı kitap ve süreli yayınların teslimleri' (short: '%0 — 335 Basılı kitap'). */
export function kdvLabel(c: KdvClass, exemptions: readonly KdvExemption[], short = false): string {
  if (c.rate !== 0 || c.exemption === '') return fmt(t.rate, { rate: c.rate })
  const name =
    (short ? t.exemptionShort[c.exemption] : undefined) ?? exemptions.find((e) => e.code === c.exemption)?.name ?? ''
  return fmt(t.exempt, { code: c.exemption, name }).trim()
}

/** The select's options: the shop default first when given (null: its class not known yet), then each rate, 0 % once per exemption code. */
export function kdvOptions(
  rates: readonly number[],
  exemptions: readonly KdvExemption[],
  shopDefault?: KdvClass | null,
): Array<{ value: string; label: string }> {
  const out: Array<{ value: string; label: string }> = []
  // null: the default's option while the settings load, without its class.
  if (shopDefault === null) out.push({ value: '', label: t.shopDefaultPlain })
  else if (shopDefault)
    out.push({ value: '', label: fmt(t.shopDefault, { class: kdvLabel(shopDefault, exemptions, true) }) })
  for (const rate of rates) {
    if (rate === 0) {
      for (const e of exemptions)
        out.push({ value: `0:${e.code}`, label: kdvLabel({ rate: 0, exemption: e.code }, exemptions) })
    } else {
      out.push({ value: String(rate), label: kdvLabel({ rate, exemption: '' }, exemptions) })
    }
  }
  return out
}
