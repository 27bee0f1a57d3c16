import { createBrowserRouter, type RouteObject } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { PublicLayout } from './layouts/public-layout'
import { MemberGuard } from './layouts/member-guard'
import { HomePage } from './routes/home'
import { BooksPage } from './routes/books'
import { NotFoundPage } from './routes/not-found'
import { RootErrorPage } from './routes/root-error'

/**
 * Every route of storefront.md §2 and panels.md §2. Home and /kitaplar are in
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
          { path: 'kitaplar', element: <BooksPage /> },
          {
            path: 'kitap/:id',
            lazy: async () => ({ Component: (await import('./routes/book-detail')).BookDetailPage }),
          },
          { path: 'yazarlar', lazy: async () => ({ Component: (await import('./routes/authors')).AuthorsPage }) },
          {
            path: 'yazar/:id',
            lazy: async () => ({ Component: (await import('./routes/author-detail')).AuthorDetailPage }),
          },
          { path: 'etkinlikler', lazy: async () => ({ Component: (await import('./routes/events')).EventsPage }) },
          {
            path: 'etkinlik/:id',
            lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailPage }),
          },
          { path: 'hakkimizda', lazy: async () => ({ Component: (await import('./routes/about')).AboutPage }) },
          {
            // Cart, favourites, orders and payment: role user only (member-guard.tsx).
            element: <MemberGuard role="user" />,
            children: [
              {
                path: 'favoriler',
                lazy: async () => ({ Component: (await import('./routes/members/favorites')).FavoritesPage }),
              },
              { path: 'sepet', lazy: async () => ({ Component: (await import('./routes/members/cart')).CartPage }) },
              {
                path: 'siparislerim',
                lazy: async () => ({ Component: (await import('./routes/members/orders')).OrdersPage }),
              },
              {
                path: 'siparis/:id',
                lazy: async () => ({ Component: (await import('./routes/members/order-detail')).OrderDetailPage }),
              },
              {
                path: 'odeme',
                lazy: async () => ({ Component: (await import('./routes/members/checkout')).CheckoutPage }),
              },
              {
                path: 'odeme/callback',
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
                path: 'profil',
                lazy: async () => ({ Component: (await import('./routes/members/profile')).ProfilePage }),
              },
            ],
          },
          {
            path: 'gizlilik-politikasi',
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'giris',
        lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginPage }),
      },
      {
        path: 'kayit',
        lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterPage }),
      },
      {
        path: 'sifremi-unuttum',
        lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordPage }),
      },
      {
        path: 'sifre-sifirla',
        lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordPage }),
      },
      {
        path: 'yazar-giris',
        lazy: async () => ({ Component: (await import('./routes/auth/author-login')).AuthorLoginPage }),
      },
      {
        path: 'admin-giris',
        lazy: async () => ({ Component: (await import('./routes/auth/admin-login')).AdminLoginPage }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/admin/dashboard')).AdminDashboardPage }),
          },
          {
            path: 'kitaplar',
            lazy: async () => ({ Component: (await import('./routes/admin/books')).AdminBooksPage }),
          },
          {
            path: 'yazarlar',
            lazy: async () => ({ Component: (await import('./routes/admin/authors')).AdminAuthorsPage }),
          },
          {
            path: 'kategoriler',
            lazy: async () => ({ Component: (await import('./routes/admin/categories')).AdminCategoriesPage }),
          },
          {
            path: 'etkinlikler',
            lazy: async () => ({ Component: (await import('./routes/admin/events')).AdminEventsPage }),
          },
          {
            path: 'siparisler',
            lazy: async () => ({ Component: (await import('./routes/admin/orders')).AdminOrdersPage }),
          },
          {
            path: 'uyeler',
            lazy: async () => ({ Component: (await import('./routes/admin/members')).AdminMembersPage }),
          },
          {
            path: 'one-cikanlar',
            lazy: async () => ({ Component: (await import('./routes/admin/featured')).AdminFeaturedPage }),
          },
          {
            path: 'icerik',
            lazy: async () => ({ Component: (await import('./routes/admin/content')).AdminContentPage }),
          },
          {
            path: 'ayarlar',
            lazy: async () => ({ Component: (await import('./routes/admin/settings')).AdminSettingsPage }),
          },
          {
            path: 'e-postalar',
            lazy: async () => ({ Component: (await import('./routes/admin/mails')).AdminMailsPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'yazar',
        lazy: async () => ({ Component: (await import('./layouts/author-layout')).AuthorLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/author/dashboard')).AuthorDashboardPage }),
          },
          {
            path: 'kitaplar',
            lazy: async () => ({ Component: (await import('./routes/author/books')).AuthorBooksPage }),
          },
          {
            path: 'etkinlikler',
            lazy: async () => ({ Component: (await import('./routes/author/events')).AuthorEventsPage }),
          },
          {
            path: 'profil',
            lazy: async () => ({ Component: (await import('./routes/author/profile')).AuthorProfilePage }),
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
