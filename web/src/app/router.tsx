import { createBrowserRouter, type RouteObject } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { routePatterns } from '@/lib/paths'
import { PublicLayout } from './layouts/public-layout'
import { MemberGuard } from './layouts/member-guard'
import { HomePage } from './routes/home'
import { BooksPage } from './routes/books'
import { NotFoundPage } from './routes/not-found'
import { RootErrorPage } from './routes/root-error'

/**
 * Every route of the shop and both panels. Home and /kitaplar are in
 * the main chunk; the other storefront pages (and with them DOMPurify), the
 * standalone auth pages and both panels are loaded on demand to keep the
 * first load of / and /kitaplar small.
 *
 * /yazar/:id (public author profile) and the /yazar panel share a prefix:
 * the router ranks static segments first, so /yazar/kitaplar,
 * /yazar/etkinlikler and /yazar/profil are panel pages and any other
 * /yazar/<id> is a public profile.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: routePatterns.books, element: <BooksPage /> },
          {
            path: routePatterns.book,
            lazy: async () => ({ Component: (await import('./routes/book-detail')).BookDetailPage }),
          },
          {
            path: routePatterns.authors,
            lazy: async () => ({ Component: (await import('./routes/authors')).AuthorsPage }),
          },
          {
            path: routePatterns.author,
            lazy: async () => ({ Component: (await import('./routes/author-detail')).AuthorDetailPage }),
          },
          {
            path: routePatterns.events,
            lazy: async () => ({ Component: (await import('./routes/events')).EventsPage }),
          },
          {
            path: routePatterns.event,
            lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailPage }),
          },
          { path: routePatterns.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutPage }) },
          {
            // Cart, favourites, orders and payment: role user only (member-guard.tsx).
            element: <MemberGuard role="user" />,
            children: [
              {
                path: routePatterns.favorites,
                lazy: async () => ({ Component: (await import('./routes/members/favorites')).FavoritesPage }),
              },
              {
                path: routePatterns.cart,
                lazy: async () => ({ Component: (await import('./routes/members/cart')).CartPage }),
              },
              {
                path: routePatterns.orders,
                lazy: async () => ({ Component: (await import('./routes/members/orders')).OrdersPage }),
              },
              {
                path: routePatterns.order,
                lazy: async () => ({ Component: (await import('./routes/members/order-detail')).OrderDetailPage }),
              },
              {
                path: routePatterns.checkout,
                lazy: async () => ({ Component: (await import('./routes/members/checkout')).CheckoutPage }),
              },
              {
                path: routePatterns.paymentCallback,
                lazy: async () => ({
                  Component: (await import('./routes/members/payment-callback')).PaymentCallbackPage,
                }),
              },
            ],
          },
          {
            // Any signed-in role.
            element: <MemberGuard />,
            children: [
              {
                path: routePatterns.profile,
                lazy: async () => ({ Component: (await import('./routes/members/profile')).ProfilePage }),
              },
            ],
          },
          {
            path: routePatterns.privacy,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyPage }),
          },
          {
            path: routePatterns.terms,
            lazy: async () => ({ Component: (await import('./routes/legal')).TermsPage }),
          },
          {
            path: routePatterns.cookies,
            lazy: async () => ({ Component: (await import('./routes/legal')).CookiesPage }),
          },
          {
            path: routePatterns.accessibility,
            lazy: async () => ({ Component: (await import('./routes/accessibility')).AccessibilityPage }),
          },
          {
            path: routePatterns.unsubscribe,
            lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribePage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: routePatterns.login,
        lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginPage }),
      },
      {
        path: routePatterns.register,
        lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterPage }),
      },
      {
        path: routePatterns.forgotPassword,
        lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordPage }),
      },
      {
        path: routePatterns.resetPassword,
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordPage }),
      },
      {
        path: routePatterns.signInLink,
        lazy: async () => ({ Component: (await import('./routes/auth/sign-in-link')).SignInLinkPage }),
      },
      {
        path: routePatterns.authorLogin,
        lazy: async () => ({ Component: (await import('./routes/auth/author-login')).AuthorLoginPage }),
      },
      {
        path: routePatterns.adminLogin,
        lazy: async () => ({ Component: (await import('./routes/auth/admin-login')).AdminLoginPage }),
      },
      {
        path: routePatterns.admin,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/admin/dashboard')).AdminDashboardPage }),
          },
          {
            path: routePatterns.adminBooks,
            lazy: async () => ({ Component: (await import('./routes/admin/books')).AdminBooksPage }),
          },
          {
            path: routePatterns.adminAuthors,
            lazy: async () => ({ Component: (await import('./routes/admin/authors')).AdminAuthorsPage }),
          },
          {
            path: routePatterns.adminCategories,
            lazy: async () => ({ Component: (await import('./routes/admin/categories')).AdminCategoriesPage }),
          },
          {
            path: routePatterns.adminEvents,
            lazy: async () => ({ Component: (await import('./routes/admin/events')).AdminEventsPage }),
          },
          {
            path: routePatterns.adminOrders,
            lazy: async () => ({ Component: (await import('./routes/admin/orders')).AdminOrdersPage }),
          },
          {
            path: routePatterns.adminMembers,
            lazy: async () => ({ Component: (await import('./routes/admin/members')).AdminMembersPage }),
          },
          {
            path: routePatterns.adminCampaigns,
            lazy: async () => ({ Component: (await import('./routes/admin/campaigns')).AdminCampaignsPage }),
          },
          {
            path: routePatterns.adminCoupons,
            lazy: async () => ({ Component: (await import('./routes/admin/coupons')).AdminCouponsPage }),
          },
          {
            path: routePatterns.adminFeatured,
            lazy: async () => ({ Component: (await import('./routes/admin/featured')).AdminFeaturedPage }),
          },
          {
            path: routePatterns.adminContent,
            lazy: async () => ({ Component: (await import('./routes/admin/content')).AdminContentPage }),
          },
          {
            path: routePatterns.adminAccount,
            lazy: async () => ({ Component: (await import('./routes/admin/account')).AdminAccountPage }),
          },
          {
            path: routePatterns.adminSettings,
            lazy: async () => ({ Component: (await import('./routes/admin/settings')).AdminSettingsPage }),
          },
          {
            path: routePatterns.adminReturns,
            lazy: async () => ({ Component: (await import('./routes/admin/returns')).AdminReturnsPage }),
          },
          {
            path: routePatterns.adminBankRefunds,
            lazy: async () => ({ Component: (await import('./routes/admin/bank-refunds')).AdminBankRefundsPage }),
          },
          {
            path: routePatterns.adminStatement,
            lazy: async () => ({ Component: (await import('./routes/admin/statement')).AdminStatementPage }),
          },
          {
            path: routePatterns.adminInvoices,
            lazy: async () => ({ Component: (await import('./routes/admin/invoices')).AdminInvoicesPage }),
          },
          {
            path: routePatterns.adminMails,
            lazy: async () => ({ Component: (await import('./routes/admin/mails')).AdminMailsPage }),
          },
          {
            path: routePatterns.adminReviews,
            lazy: async () => ({ Component: (await import('./routes/admin/reviews')).AdminReviewsPage }),
          },
          {
            path: routePatterns.adminPrivacy,
            lazy: async () => ({ Component: (await import('./routes/admin/privacy')).AdminPrivacyPage }),
          },
          {
            path: routePatterns.adminReports,
            lazy: async () => ({ Component: (await import('./routes/admin/reports')).AdminReportsPage }),
          },
          {
            path: routePatterns.adminRoyalties,
            lazy: async () => ({ Component: (await import('./routes/admin/royalties')).AdminRoyaltiesPage }),
          },
          {
            path: routePatterns.adminRoyaltyAuthor,
            lazy: async () => ({ Component: (await import('./routes/admin/royalties')).AdminRoyaltyAuthorPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: routePatterns.authorPanel,
        lazy: async () => ({ Component: (await import('./layouts/author-layout')).AuthorLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/author/dashboard')).AuthorDashboardPage }),
          },
          {
            path: routePatterns.authorBooks,
            lazy: async () => ({ Component: (await import('./routes/author/books')).AuthorBooksPage }),
          },
          {
            path: routePatterns.authorEvents,
            lazy: async () => ({ Component: (await import('./routes/author/events')).AuthorEventsPage }),
          },
          {
            path: routePatterns.authorProfile,
            lazy: async () => ({ Component: (await import('./routes/author/profile')).AuthorProfilePage }),
          },
          {
            path: routePatterns.authorReviews,
            lazy: async () => ({ Component: (await import('./routes/author/reviews')).AuthorReviewsPage }),
          },
          {
            path: routePatterns.authorSales,
            lazy: async () => ({ Component: (await import('./routes/author/sales')).AuthorSalesPage }),
          },
        ],
      },
      // The printable royalty statements, outside the panels' shell (each checks its role).
      {
        path: routePatterns.adminRoyaltyStatement,
        lazy: async () => ({ Component: (await import('./routes/royalty-statement')).AdminStatementPage }),
      },
      {
        path: routePatterns.authorStatement,
        lazy: async () => ({ Component: (await import('./routes/royalty-statement')).AuthorStatementPage }),
      },
    ],
  },
]

export type AppRouter = ReturnType<typeof createBrowserRouter>

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes)
}

/**
 * Resolves once the router has loaded the first page's lazy route, so the
 * first render is that page and not the loading fallback (the server's
 * first screen stays up meanwhile).
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}
