import { tr } from '@/i18n'
import type { MailItem } from '../api/get-mails'

const m = tr.adminMails

export const statusLabel: Record<MailItem['status'], string> = {
  pending: m.statusPending,
  sent: m.statusSent,
  logged: m.statusLogged,
  failed: m.statusFailed,
}

export const statusTone: Record<MailItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  logged: 'bg-stone-200 text-stone-800',
  failed: 'bg-red-100 text-red-800',
}

export const kindLabel: Record<MailItem['kind'], string> = {
  welcome: m.kindWelcome,
  'author-welcome': m.kindAuthorWelcome,
  'author-decision': m.kindAuthorDecision,
  'password-reset': m.kindPasswordReset,
  'password-changed': m.kindPasswordChanged,
  'sign-in-link': m.kindSignInLink,
  'sign-in-failures': m.kindSignInFailures,
  'order-confirmed': m.kindOrderConfirmed,
  'order-transfer': m.kindOrderTransfer,
  'order-shipped': m.kindOrderShipped,
  'order-delivered': m.kindOrderDelivered,
  'order-cancelled': m.kindOrderCancelled,
  'invoice-ready': m.kindInvoiceReady,
  'stock-back': m.kindStockBack,
  'return-update': m.kindReturnUpdate,
  'bank-refund-sent': m.kindBankRefundSent,
  announcement: m.kindAnnouncement,
  'review-rejected': m.kindReviewRejected,
  'book-revision-rejected': m.kindBookRevisionRejected,
  'staff-notice': m.kindStaffNotice,
  'staff-digest': m.kindStaffDigest,
}
