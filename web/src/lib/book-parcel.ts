import { z } from 'zod'
import { trPanels } from '@/i18n/panels'

const t = trPanels.bookParcel

/** The server's bounds (internal/bookstore/book_parcel.go). */
export const MAX_WEIGHT_GRAMS = 20_000
export const MAX_SIDE_MM = 1_000

/** The four fields as the forms keep them (strings while typed; '' is not entered). */
export interface BookParcelValues {
  weightGrams: string
  widthMm: string
  heightMm: string
  depthMm: string
}

/** The four fields as the API has them (null: not entered). */
export interface BookParcel {
  weightGrams?: number | null
  widthMm?: number | null
  heightMm?: number | null
  depthMm?: number | null
}

export const PARCEL_FIELDS = ['weightGrams', 'widthMm', 'heightMm', 'depthMm'] as const

/** An optional whole number from 1 to max: '' is allowed (not entered). */
function optionalWhole(max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max), message)
}

/** The parcel part of the book schema (lib/book-schema). */
export const parcelSchema = {
  weightGrams: optionalWhole(MAX_WEIGHT_GRAMS, t.weightInvalid),
  widthMm: optionalWhole(MAX_SIDE_MM, t.widthInvalid),
  heightMm: optionalWhole(MAX_SIDE_MM, t.heightInvalid),
  depthMm: optionalWhole(MAX_SIDE_MM, t.depthInvalid),
}

export const emptyParcel: BookParcelValues = { weightGrams: '', widthMm: '', heightMm: '', depthMm: '' }

const toInput = (v: number | null | undefined) => (v == null ? '' : String(v))
const toNumber = (v: string) => (v.trim() === '' ? null : Number(v.trim()))

export function parcelToForm(p: BookParcel | null | undefined): BookParcelValues {
  return {
    weightGrams: toInput(p?.weightGrams),
    widthMm: toInput(p?.widthMm),
    heightMm: toInput(p?.heightMm),
    depthMm: toInput(p?.depthMm),
  }
}

/** The request's fields: an empty field is null (not entered). */
export function parcelToRequest(v: BookParcelValues) {
  return {
    weightGrams: toNumber(v.weightGrams),
    widthMm: toNumber(v.widthMm),
    heightMm: toNumber(v.heightMm),
    depthMm: toNumber(v.depthMm),
  }
}
