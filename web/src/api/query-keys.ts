/**
 * Every query key of the app, one factory per resource (as Medusa's admin
 * does), shared by the storefront, the admin panel and the author panel: a
 * feature reads its own resource and invalidates another's (an approved book
 * or event, a new author) through these factories, without importing the
 * other feature. A mutation invalidates `<resource>Keys.all` (or a narrower
 * branch), so every screen that shows the resource refetches it.
 *
 * A list's parameters are part of its key; the features type them precisely.
 */

/** A list query's parameters as they go into a key. */
export type ListParams = object

/** Categories: GET /api/categories (storefront filter, author panel form) and GET /api/admin/categories (admin page, admin book form). */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  /** GET /api/categories: every category by name. */
  list: () => [...categoryKeys.lists(), 'public'] as const,
  /** GET /api/admin/categories?q=: the admin view (with createdAt), searched by name on the server. */
  adminList: (q: string) => [...categoryKeys.lists(), 'admin', { q }] as const,
}

/** Query-key factory of the books feature. */
export const bookKeys = {
  all: ['books'] as const,
  lists: () => [...bookKeys.all, 'list'] as const,
  list: (params: ListParams) => [...bookKeys.lists(), params] as const,
  featured: () => [...bookKeys.all, 'featured'] as const,
  details: () => [...bookKeys.all, 'detail'] as const,
  detail: (id: string) => [...bookKeys.details(), id] as const,
  /** GET /api/books/{id}/related: the book page's two rows. */
  related: (id: string) => [...bookKeys.all, 'related', id] as const,
}

/** Query-key factory of the admin books screen. */
export const adminBookKeys = {
  all: ['admin-books'] as const,
  lists: () => [...adminBookKeys.all, 'list'] as const,
  list: (q: string, page: number, filters: { status?: string; stock?: string } = {}) =>
    [...adminBookKeys.lists(), { q, page, ...filters }] as const,
}

export type AuthorListParams = { q: string; page: number; pageSize: number }

/** Query-key factory of the authors feature. */
export const authorKeys = {
  all: ['authors'] as const,
  lists: () => [...authorKeys.all, 'list'] as const,
  list: (params: AuthorListParams) => [...authorKeys.lists(), params] as const,
  details: () => [...authorKeys.all, 'detail'] as const,
  detail: (id: string) => [...authorKeys.details(), id] as const,
}

export type AdminAuthorListParams = { q: string; page: number }

/** Query-key factory of the admin authors screen. */
export const adminAuthorKeys = {
  all: ['admin-authors'] as const,
  lists: () => [...adminAuthorKeys.all, 'list'] as const,
  list: (params: AdminAuthorListParams) => [...adminAuthorKeys.lists(), params] as const,
}

/** Query-key factory of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: ListParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventKeys.details(), id] as const,
}

export type AdminEventListParams = { q: string; page: number }

/** Query-key factory of the admin events screen. */
export const adminEventKeys = {
  all: ['admin-events'] as const,
  lists: () => [...adminEventKeys.all, 'list'] as const,
  list: (params: AdminEventListParams) => [...adminEventKeys.lists(), params] as const,
}

/** Query-key factory of the orders feature. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  returns: (id: string) => [...orderKeys.all, 'returns', id] as const,
  /** The member's documents of the order: a return's refund adds its slip. */
  invoices: (id: string) => [...orderKeys.all, 'invoices', id] as const,
}

/** Query-key factory of the admin orders (Sipariş Yönetimi). */
export type AdminOrderListParams = {
  q: string
  page: number
  pageSize: number
  /** Server-side filters; '' is any. */
  status?: string
  payment?: string
  carrier?: string
  /** card, transfer or cod. */
  method?: string
}

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (params: AdminOrderListParams) => [...adminOrderKeys.lists(), params] as const,
  details: () => [...adminOrderKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminOrderKeys.details(), id] as const,
  /** Returns live under the orders' key: an order's move and a return's step refresh each other. */
  returns: (orderId: string) => [...adminOrderKeys.all, 'returns', orderId] as const,
  returnLists: () => [...adminOrderKeys.all, 'return-list'] as const,
  returnList: (params: AdminReturnListParams) => [...adminOrderKeys.returnLists(), params] as const,
  /** Refunds whose outcome iyzico has not told yet (the dashboard's list). */
  stuckRefunds: () => [...adminOrderKeys.all, 'stuck-refunds'] as const,
  /** The order's documents (GET /api/admin/orders/{id}/invoices): an order's move (confirm, cancel, refund) may issue or cancel one. */
  invoices: (orderId: string) => [...adminOrderKeys.all, 'invoices', orderId] as const,
  /** The carriers of the ship dialog and which of them the shop reaches through an API (GET /api/admin/carriers). */
  carriers: () => [...adminOrderKeys.all, 'carriers'] as const,
  /** 'Yapılacak iadeler' (refunds by bank transfer) live under the orders' key: recording a transfer or cancelling an order adds one. */
  bankRefundLists: () => [...adminOrderKeys.all, 'bank-refunds'] as const,
  bankRefundList: (params: { state: string; page: number }) => [...adminOrderKeys.bankRefundLists(), params] as const,
}

/** Filters of /admin/faturalar; '' is any. */
export type AdminInvoiceListParams = { status: string; kind: string; from: string; to: string; q: string; page: number }

/** Query-key factory of the admin's invoices (/admin/faturalar). */
export const invoiceKeys = {
  all: ['admin-invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: AdminInvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
}

/** Query-key factory of the invoice settings (/admin/ayarlar, 'Fatura'). */
export const invoiceSettingsKeys = {
  all: ['invoice-settings'] as const,
}

/** Filters of /admin/iadeler. */
export type AdminReturnListParams = { state: string; from: string; to: string; page: number; pageSize: number }

/** Query-key factory of the admin members (Üye Yönetimi). */
export type MemberListParams = { q: string; page: number; pageSize: number }

export const memberKeys = {
  all: ['admin-members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
}

/** Query-key factory of the cart feature. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
}

/** Query-key factory of the favourites feature. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  list: () => [...favoriteKeys.all, 'list'] as const,
}

/** Query-key factory of the checkout feature. Card data never goes into a key or the cache. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (orderId: string) => [...checkoutKeys.all, 'detail', orderId] as const,
  /** The page for another payment method (its contracts name the method). */
  method: (orderId: string, method: string) => [...checkoutKeys.detail(orderId), method] as const,
}

/** Query-key factory of the content pages. */
export const pageKeys = {
  all: ['pages'] as const,
  detail: (key: string) => [...pageKeys.all, key] as const,
}

/** Query-key factory of the admin's content pages. */
export const contentKeys = {
  all: ['admin-pages'] as const,
  list: () => [...contentKeys.all, 'list'] as const,
}

/** Query-key factory of the images feature. */
export const imageKeys = {
  all: ['images'] as const,
  storage: () => [...imageKeys.all, 'storage'] as const,
  pending: () => [...imageKeys.all, 'pending'] as const,
  rules: () => [...imageKeys.all, 'rules'] as const,
}

/** Query-key factory of the admin outbox. */
export const mailKeys = {
  all: ['admin-mails'] as const,
  list: (page: number) => [...mailKeys.all, 'list', page] as const,
  detail: (id: string) => [...mailKeys.all, 'detail', id] as const,
}

/** Query-key factory of the admin dashboard. */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}

/** Query-key factory of the admin's featured list. */
export const featuredKeys = {
  all: ['admin-featured'] as const,
  list: () => [...featuredKeys.all, 'list'] as const,
}

/** Query-key factory of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  /** GET /api/auth/mfa: the signed-in user's two-factor status. */
  mfa: () => [...authKeys.all, 'mfa'] as const,
  /** POST /api/auth/password-reset/check: whether a reset link's token still works. */
  resetCheck: (token: string) => [...authKeys.all, 'reset-check', token] as const,
}

/** Query-key factory of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
}

/** The member's address book: GET /api/me/addresses (/profil, /sepet). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
}

/** The official il/ilçe list: GET /api/locations/... (never changes while the app runs). */
export const locationKeys = {
  all: ['locations'] as const,
  provinces: () => [...locationKeys.all, 'provinces'] as const,
  districts: (provinceId: number) => [...locationKeys.all, 'districts', provinceId] as const,
}

export type AuthorPanelListParams = { q: string; page: number; pageSize: number }

/** Query-key factory of the author panel: everything the signed-in author owns. */
export const authorPanelKeys = {
  all: ['author-panel'] as const,
  me: () => [...authorPanelKeys.all, 'me'] as const,
  dashboard: () => [...authorPanelKeys.all, 'dashboard'] as const,
  books: () => [...authorPanelKeys.all, 'books'] as const,
  bookList: (params: AuthorPanelListParams) => [...authorPanelKeys.books(), 'list', params] as const,
  book: (id: string) => [...authorPanelKeys.books(), 'detail', id] as const,
  events: () => [...authorPanelKeys.all, 'events'] as const,
  eventList: (params: AuthorPanelListParams) => [...authorPanelKeys.events(), 'list', params] as const,
  event: (id: string) => [...authorPanelKeys.events(), 'detail', id] as const,
}

/** Query-key factory of the header search. */
export const searchKeys = {
  all: ['search'] as const,
  suggest: (q: string) => [...searchKeys.all, 'suggest', q] as const,
}

/** GET /api/admin/author-options?q=: the approved authors of the book and event forms. */
export const authorOptionKeys = {
  all: ['admin-author-options'] as const,
  list: (q: string) => [...authorOptionKeys.all, q] as const,
}

export type ReviewListParams = { sort: 'newest' | 'helpful'; page: number }
export type AdminReviewListParams = { status: string; q: string; page: number }

/**
 * Query-key factory of reviews: a book's public list, the member's own
 * review, the admin queue and the author's view. A review change
 * invalidates `reviewKeys.all`, and `bookKeys.all` when it may move a
 * book's rating (cards and details).
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (bookId: string, params: ReviewListParams) => [...reviewKeys.lists(), bookId, params] as const,
  mine: (bookId: string) => [...reviewKeys.all, 'mine', bookId] as const,
  admin: (params: AdminReviewListParams) => [...reviewKeys.all, 'admin', params] as const,
  author: () => [...reviewKeys.all, 'author'] as const,
}

/** Query-key factory of the member's data rights (KVKK): consent, stock alerts; the admin's request log; the cookie registry. */
export const privacyKeys = {
  all: ['privacy'] as const,
  consent: () => [...privacyKeys.all, 'consent'] as const,
  stockAlerts: () => [...privacyKeys.all, 'stock-alerts'] as const,
  requests: (page: number) => [...privacyKeys.all, 'requests', { page }] as const,
  cookies: () => [...privacyKeys.all, 'cookies'] as const,
}

/** Query-key factory of the admin's sales reports (one entry per range, grouping and rank). */
export const reportKeys = {
  all: ['admin-reports'] as const,
  sales: (params: { from: string; to: string; group: string; rank: string }) =>
    [...reportKeys.all, 'sales', params] as const,
}

/** Query-key factory of royalties: the admin's rates and statements per author, the author's own sales and statements. */
export const royaltyKeys = {
  all: ['royalties'] as const,
  /** GET /api/admin/authors/{id}/royalty: the author's rate, period and book overrides. */
  settings: (authorId: string) => [...royaltyKeys.all, 'settings', authorId] as const,
  /** GET /api/admin/authors/{id}/royalty-statements. */
  adminStatements: (authorId: string) => [...royaltyKeys.all, 'admin-statements', authorId] as const,
  /** GET /api/admin/royalty-statements/{id} or /api/author/royalty-statements/{id}. */
  statement: (scope: 'admin' | 'author', id: string) => [...royaltyKeys.all, 'statement', scope, id] as const,
  /** GET /api/author/sales. */
  mySales: () => [...royaltyKeys.all, 'my-sales'] as const,
  /** GET /api/author/royalty-statements. */
  myStatements: () => [...royaltyKeys.all, 'my-statements'] as const,
}

/** Query-key factory of the payment methods' setting (/admin/ayarlar, 'Ödeme yöntemleri'). */
export const paymentSettingsKeys = {
  all: ['payment-settings'] as const,
  setting: () => [...paymentSettingsKeys.all, 'setting'] as const,
}

/** Query-key factory of the shipping setting (/admin/ayarlar, 'Kargo'). */
export const shippingKeys = {
  all: ['shipping'] as const,
  setting: () => [...shippingKeys.all, 'setting'] as const,
}

/** Query-key factory of the delivery setting (/admin/ayarlar, the delivery card). */
export const deliveryKeys = {
  all: ['delivery'] as const,
  setting: () => [...deliveryKeys.all, 'setting'] as const,
}

/** Query-key factory of the KDV settings (/admin/ayarlar, 'KDV'; the book form's KDV select). */
export const taxKeys = {
  all: ['tax'] as const,
  settings: () => [...taxKeys.all, 'settings'] as const,
}

/** Query-key factory of the staff notices (/admin/ayarlar 'Ekip bildirimleri', /admin/hesabim). */
export const staffNoticeKeys = {
  all: ['staff-notices'] as const,
  settings: () => [...staffNoticeKeys.all, 'settings'] as const,
  mine: () => [...staffNoticeKeys.all, 'mine'] as const,
}

/** Query-key factory of the admin's campaigns (/admin/kampanyalar). */
export const saleKeys = {
  all: ['sales'] as const,
  list: () => [...saleKeys.all, 'list'] as const,
  /** GET /api/admin/books/{id}/price-history. */
  priceHistory: (bookId: string) => [...saleKeys.all, 'price-history', bookId] as const,
  /** GET /api/admin/coupons. */
  coupons: () => [...saleKeys.all, 'coupons'] as const,
}
