import { siteTexts } from './site'
import { authTexts } from './auth'
import { panelTexts } from './panel-common'
import { catalogTexts } from './catalog'
import { shopTexts } from './shop'
import { addresses } from './addresses'
import { checkoutTexts } from './checkout'
import { payMethods } from './payment-methods'
import { imageTexts } from './images'
import { reviews } from './reviews'
import { adminPrivacy, kvkk, legal } from './privacy'
import { a11y } from './accessibility'
import { campaigns } from './campaigns'

/**
 * The one catalogue of every user-facing Turkish string (with its panels' part,
 * trPanels in ./panels, kept apart so the storefront's first script is smaller).
 *
 * Components reference entries as `tr.section.key`; the object is `as const`,
 * so a missing key is a type error (tsc -b fails). Placeholders use `{name}`
 * and are filled with `fmt()` from ./index.
 *
 * The texts live in one file per area (./site, ./auth, ./catalog, ...); a new
 * key goes into its area's file, under the same path as before.
 */
export const tr = {
  ...siteTexts,
  ...authTexts,
  ...panelTexts,
  ...catalogTexts,
  ...shopTexts,
  addresses,
  ...checkoutTexts,
  payMethods,
  ...imageTexts,
  reviews,
  legal,
  kvkk,
  a11y,
  adminPrivacy,
  campaigns,
} as const

export type Catalogue = typeof tr
