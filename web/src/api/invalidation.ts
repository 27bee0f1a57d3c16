import type { QueryKey } from '@tanstack/react-query'
import {
  addressKeys,
  adminAuthorKeys,
  adminBookKeys,
  adminEventKeys,
  adminOrderKeys,
  authKeys,
  authorKeys,
  authorPanelKeys,
  bookKeys,
  cartKeys,
  categoryKeys,
  checkoutKeys,
  dashboardKeys,
  eventKeys,
  imageKeys,
  invoiceKeys,
  memberKeys,
  orderKeys,
  pageKeys,
  privacyKeys,
  reportKeys,
  reviewKeys,
  royaltyKeys,
  saleKeys,
  searchKeys,
  staffNoticeKeys,
} from './query-keys'

/**
 * Which queries each mutation makes stale, declared once for the whole app.
 * A mutation hook names its entry (`mutationKey: mutationKey('book.save')`);
 * the query client's MutationCache (src/lib/query-client.ts) invalidates the
 * listed keys after it succeeds. The admin panel, the author panel and the
 * storefront share one cache in a tab, so a change in a panel lists every
 * storefront view that shows what it changed: navigating there afterwards
 * refetches instead of showing the answer cached up to 30 s before.
 *
 * Writing a mutation's own answer into the cache (setQueryData) stays in the
 * hook: that is the mutation's result, not a policy about other screens.
 */
export interface InvalidationRule {
  /** Key prefixes made stale: mounted queries refetch, the rest on their next use. */
  readonly invalidates: readonly QueryKey[]
  /**
   * After success or failure alike (and after the hook's own onSuccess, such
   * as its toast): a refused move may still have changed what the screen shows.
   */
  readonly settled?: boolean
  /**
   * Do not hold the mutation until the mounted queries have refetched (the
   * caller moves on at once; the lists catch up behind it). By default the
   * mutation finishes only after them, so a closing form reveals fresh data.
   */
  readonly background?: boolean
  /**
   * Of the listed queries, those no screen shows are dropped instead of
   * marked stale: the next screen that asks for one loads the new answer
   * rather than drawing the cached old one while it refetches. For the
   * admin's changes to what the storefront shows (an admin who has just
   * changed a price must not see the old one on the book page, even for a
   * moment); a shopper's own moves keep the old answer on screen while it
   * refetches, so going back to a list keeps its place.
   */
  readonly dropUnshown?: boolean
}

/** Everything the storefront shows about books: lists, featured, details, related rows, search, and the counts on categories and authors. */
const storefrontBooks: readonly QueryKey[] = [bookKeys.all, searchKeys.all, categoryKeys.all, authorKeys.all]

/** A book changed by the admin: their own lists and dashboard, the author's panel, the reports' stock lists, and the storefront. */
const adminBookChange: InvalidationRule = {
  dropUnshown: true,
  invalidates: [
    adminBookKeys.all,
    dashboardKeys.all,
    authorPanelKeys.books(),
    authorPanelKeys.dashboard(),
    reportKeys.all,
    ...storefrontBooks,
  ],
}

/** An author changed by the admin: the storefront's author lists and pages, the book cards naming them, the forms' options. */
const adminAuthorChange: InvalidationRule = {
  dropUnshown: true,
  invalidates: [adminAuthorKeys.all, authorKeys.all, bookKeys.all, searchKeys.all, dashboardKeys.all],
}

/** An event changed by the admin: their list, the storefront's event lists and pages. */
const adminEventChange: InvalidationRule = {
  dropUnshown: true,
  invalidates: [adminEventKeys.all, eventKeys.all, dashboardKeys.all, authorPanelKeys.events()],
}

/** A campaign: its list, and every price the storefront shows. */
const saleChange: InvalidationRule = { invalidates: [saleKeys.all, ...storefrontBooks], dropUnshown: true }

/** A member's own review: the lists, the member's review and the book's rating on cards and details. */
const reviewChange: InvalidationRule = { invalidates: [reviewKeys.all, bookKeys.all] }

const royaltyChange: InvalidationRule = { invalidates: [royaltyKeys.all] }

export const invalidation = {
  // Admin: books.
  'book.save': adminBookChange,
  'book.approval': adminBookChange,
  'book.rejectRevision': adminBookChange,
  'book.delete': adminBookChange,
  'book.lowStockThreshold': { invalidates: [reportKeys.all] },
  // Admin: catalogue content.
  'category.save': { invalidates: [categoryKeys.all], dropUnshown: true },
  'category.delete': { invalidates: [categoryKeys.all, bookKeys.all], dropUnshown: true },
  'author.save': adminAuthorChange,
  'author.approval': adminAuthorChange,
  'author.delete': adminAuthorChange,
  'author.linkedPhoto': adminAuthorChange,
  'event.save': adminEventChange,
  'event.status': adminEventChange,
  'event.delete': adminEventChange,
  'event.linkedImage': adminEventChange,
  // The home page's featured row follows the new order at once.
  'featured.move': { invalidates: [bookKeys.featured()], background: true, dropUnshown: true },
  'featured.remove': { invalidates: [bookKeys.featured()], background: true, dropUnshown: true },
  // The storefront (about, privacy) and the footer (contact) read the pages.
  'page.save': { invalidates: [pageKeys.all], background: true, dropUnshown: true },
  // Admin: campaigns and shipping.
  'sale.save': saleChange,
  'sale.delete': saleChange,
  'sale.end': saleChange,
  'coupon.save': { invalidates: [saleKeys.coupons()] },
  'coupon.active': { invalidates: [saleKeys.coupons()] },
  // The cart's shipping line follows the new threshold.
  'shipping.save': { invalidates: [cartKeys.all] },
  // The checkout offers the methods of the new setting (the hook sets the setting's own answer).
  'paymentSettings.save': { invalidates: [checkoutKeys.all] },
  // The book pages and the cart show the delivery estimate of the setting.
  'delivery.save': { invalidates: [cartKeys.all, bookKeys.all] },
  // Admin: the staff notices' settings and the admin's own choice (each hook sets its answer).
  'staffNotices.save': { invalidates: [staffNoticeKeys.settings()], settled: true },
  'staffNotices.mine': { invalidates: [staffNoticeKeys.mine()], settled: true },
  // Admin: orders, returns, members, reviews, images, royalties.
  'order.action': { invalidates: [adminOrderKeys.all], settled: true },
  // Havale/EFT and kapıda ödeme: a recorded transfer may confirm the order (and add an excess refund);
  // a refund marked done leaves 'Yapılacak iadeler'. A refusal may mean another staff member was first.
  'transfer.record': { invalidates: [adminOrderKeys.all, dashboardKeys.all], settled: true },
  'order.codCollected': { invalidates: [adminOrderKeys.all], settled: true },
  'bankRefund.done': { invalidates: [adminOrderKeys.all], settled: true },
  'order.returnStep': { invalidates: [adminOrderKeys.all], settled: true },
  // 'Kargoya hazırla' (one order or many) and a shipment's cancellation move orders in the list and their detail.
  'shipment.prepare': { invalidates: [adminOrderKeys.all], settled: true },
  'shipment.cancel': { invalidates: [adminOrderKeys.all], settled: true },
  // A resend moves the invoice's state in the list and on its order's documents; a refusal (409) means it moved already.
  'invoice.resend': { invalidates: [invoiceKeys.all, adminOrderKeys.all], settled: true },
  'member.role': { invalidates: [memberKeys.all], settled: true },
  // A moderation changes the queue, the dashboard's pending count and (publish, hide) the book's rating.
  'review.moderate': { invalidates: [reviewKeys.all, bookKeys.all, dashboardKeys.all], dropUnshown: true },
  'images.testStorage': { invalidates: [imageKeys.storage()], settled: true },
  'royalty.authorRate': royaltyChange,
  'royalty.bookRate': royaltyChange,
  'royalty.issueStatement': royaltyChange,
  // Author panel: a change goes back to approval; the lists and the dashboard show it.
  'authorPanel.bookSave': {
    invalidates: [authorPanelKeys.books(), authorPanelKeys.dashboard()],
    background: true,
  },
  'authorPanel.eventSave': {
    invalidates: [authorPanelKeys.events(), authorPanelKeys.dashboard()],
    background: true,
  },
  'authorPanel.profileSave': { invalidates: [authorPanelKeys.all], background: true },
  // Member: reviews, orders, stock alerts, two-factor.
  'review.save': reviewChange,
  'review.delete': reviewChange,
  'review.vote': { invalidates: [reviewKeys.lists()] },
  // The pending order shows in /siparislerim.
  'order.place': { invalidates: [orderKeys.all], background: true },
  // Havale/EFT or kapıda ödeme chosen: the order moves and (kapıda ödeme) its books leave the cart.
  // Not the checkout page: it is left for the order's page, and a refetch there would answer 409.
  'order.chooseMethod': { invalidates: [orderKeys.all, cartKeys.all], background: true },
  'order.requestReturn': { invalidates: [orderKeys.all], settled: true },
  'order.cancel': { invalidates: [orderKeys.all], settled: true },
  // The refund's IBAN given: the order's refunds move from 'IBAN bekleniyor' to due.
  'order.refundIban': { invalidates: [orderKeys.all], settled: true },
  // The button turns into 'Haber verilecek ✓ · Vazgeç'.
  'stockAlert.create': { invalidates: [privacyKeys.stockAlerts()], background: true },
  'stockAlert.cancel': { invalidates: [privacyKeys.stockAlerts()], settled: true },
  'mfa.enable': { invalidates: [authKeys.mfa()], background: true },
  'mfa.disable': { invalidates: [authKeys.mfa()] },
  // The address book: the server moves the defaults, so the whole book is read again.
  'address.save': { invalidates: [addressKeys.all] },
  'address.delete': { invalidates: [addressKeys.all] },
  'address.setDefault': { invalidates: [addressKeys.all] },
} as const satisfies Record<string, InvalidationRule>

export type MutationName = keyof typeof invalidation

/** The mutation key that ties a hook to its entry above. */
export function mutationKey(name: MutationName): readonly [MutationName] {
  return [name]
}

/** The rule of a mutation, by its key; undefined for a mutation that changes nothing cached. */
export function invalidationRule(key: QueryKey | undefined): InvalidationRule | undefined {
  const name = key?.[0]
  if (typeof name !== 'string' || !Object.hasOwn(invalidation, name)) return undefined
  return invalidation[name as MutationName]
}
