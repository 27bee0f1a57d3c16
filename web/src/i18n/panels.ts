import { adminAuthors } from './admin/authors'
import { adminBooks } from './admin/books'
import { adminCategories } from './admin/categories'
import { adminContent } from './admin/content'
import { adminDashboard } from './admin/dashboard'
import { adminEvents } from './admin/events'
import { adminFeatured } from './admin/featured'
import { adminMembers } from './admin/members'
import { adminOrders } from './admin/orders'
import { adminShipments } from './admin/shipments'
import { payments } from './admin/payments'
import { adminReports } from './admin/reports'
import { authorPanel } from './author-panel'
import { invoices } from './invoices'
import { bookRules } from './book-rules'
import { bookParcel } from './book-parcel'
import { returns } from './returns'
import { royalties } from './royalties'
import { shipping } from './shipping'
import { delivery } from './delivery'
import { tax } from './tax'
import { staffNotices } from './staff-notices'

/**
 * The panels' part of the catalogue (admin, author panel, returns,
 * royalties), apart from `tr` so that the storefront's first script does
 * not carry it: only the lazy panel and member pages import it. Used as
 * `trPanels.section.key`, like `tr`.
 */
export const trPanels = {
  adminBooks,
  adminOrders,
  adminShipments,
  payments,
  adminMembers,
  adminAuthors,
  adminCategories,
  adminEvents,
  adminDashboard,
  adminFeatured,
  adminContent,
  authorPanel,
  returns,
  invoices,
  royalties,
  adminReports,
  bookRules,
  bookParcel,
  shipping,
  delivery,
  tax,
  staffNotices,
} as const
