/**
 * Every page path of the app, in one table shared with the Go server:
 * web/paths.json names each route pattern (react-router syntax, `:param`
 * segments). The router registers exactly these patterns (router.test.tsx),
 * links and navigate() calls build URLs with `paths`, and the Go package
 * `bookstore/web` embeds the same file for the URLs it writes (mails,
 * sitemap, page heads) and the page routes it answers with 200.
 */
import table from '../../paths.json'

export type PathName = keyof typeof table

/** The route patterns by name: what the router registers. */
export const routePatterns: Readonly<Record<PathName, string>> = table

type Query = Record<string, string | number | undefined | null>

/**
 * The query string of `query` ('' when every value is empty), each part
 * encoded with encodeURIComponent (a space is %20, as the links always had).
 */
function search(query?: Query): string {
  const parts = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * The path of route `name` with its `:param` segments filled in (each value
 * URI-encoded) and an optional query string. A parameter left out is a
 * programming error and throws.
 */
export function buildPath(name: PathName, params: Record<string, string> = {}, query?: Query): string {
  const path = routePatterns[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`paths.${name}: missing :${key}`)
    return encodeURIComponent(value)
  })
  return path + search(query)
}

const to = (name: PathName) => (query?: Query) => buildPath(name, {}, query)
const withId = (name: PathName) => (id: string, query?: Query) => buildPath(name, { id }, query)

/** URL builders, one per route: `paths.book(id)`, `paths.books({ q })`, `paths.adminBooks({ yeni: 1 })`. */
export const paths = {
  home: to('home'),
  books: to('books'),
  book: withId('book'),
  authors: to('authors'),
  author: withId('author'),
  events: to('events'),
  event: withId('event'),
  about: to('about'),
  privacy: to('privacy'),
  favorites: to('favorites'),
  cart: to('cart'),
  orders: to('orders'),
  order: withId('order'),
  checkout: to('checkout'),
  paymentCallback: to('paymentCallback'),
  profile: to('profile'),
  login: to('login'),
  register: to('register'),
  forgotPassword: to('forgotPassword'),
  resetPassword: to('resetPassword'),
  signInLink: to('signInLink'),
  authorLogin: to('authorLogin'),
  adminLogin: to('adminLogin'),
  admin: to('admin'),
  adminBooks: to('adminBooks'),
  adminAuthors: to('adminAuthors'),
  adminCategories: to('adminCategories'),
  adminEvents: to('adminEvents'),
  adminOrders: to('adminOrders'),
  adminReturns: to('adminReturns'),
  adminBankRefunds: to('adminBankRefunds'),
  adminStatement: to('adminStatement'),
  adminInvoices: to('adminInvoices'),
  adminMembers: to('adminMembers'),
  adminFeatured: to('adminFeatured'),
  adminContent: to('adminContent'),
  adminSettings: to('adminSettings'),
  adminAccount: to('adminAccount'),
  adminMails: to('adminMails'),
  adminReviews: to('adminReviews'),
  terms: to('terms'),
  cookies: to('cookies'),
  unsubscribe: to('unsubscribe'),
  adminPrivacy: to('adminPrivacy'),
  adminReports: to('adminReports'),
  authorPanel: to('authorPanel'),
  authorBooks: to('authorBooks'),
  authorEvents: to('authorEvents'),
  authorProfile: to('authorProfile'),
  authorReviews: to('authorReviews'),
  adminRoyalties: to('adminRoyalties'),
  adminRoyaltyAuthor: withId('adminRoyaltyAuthor'),
  adminRoyaltyStatement: withId('adminRoyaltyStatement'),
  adminCampaigns: to('adminCampaigns'),
  adminCoupons: to('adminCoupons'),
  authorSales: to('authorSales'),
  authorStatement: withId('authorStatement'),
  accessibility: to('accessibility'),
} satisfies Record<PathName, (...args: never[]) => string>
