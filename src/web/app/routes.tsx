import { Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

const notFound = () =>
  import('../components/ui/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));

// Pages load on demand so the first visit downloads only the shell and the page it asked for. The routes with an
// `id` from SSR_PAGES are also rendered on the server (src/web/entry-server.tsx, decision 018); the rest are drawn
// in the browser only (cart, checkout, accounts, admin), as before.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown on the very first load while the page's code arrives.
    HydrateFallback: LoadingOverlay,
    children: [
      {
        index: true,
        id: 'home',
        lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'all',
        id: 'listing',
        lazy: () =>
          import('../features/catalog/pages/listing-page.tsx').then((m) => ({ Component: m.ListingPage })),
      },
      {
        path: 'product-details/:id',
        id: 'product',
        lazy: () =>
          import('../features/catalog/pages/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: 'cart',
        lazy: () => import('../features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: 'reset',
        lazy: () => import('../features/auth/pages/reset-page.tsx').then((m) => ({ Component: m.ResetPage })),
      },
      {
        path: 'contact',
        id: 'contact',
        lazy: () =>
          import('../features/contact/pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/pages/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        // Signed-in shoppers only; a signed-out visitor goes to / (docs/product.md#screens).
        lazy: () =>
          import('../features/auth/components/require-signed-in.tsx').then((m) => ({
            Component: m.RequireSignedIn,
          })),
        children: [
          {
            path: 'my-orders',
            lazy: () =>
              import('../features/orders/pages/my-orders-page.tsx').then((m) => ({
                Component: m.MyOrdersPage,
              })),
          },
          {
            path: 'address-book',
            lazy: () =>
              import('../features/addresses/pages/address-book-page.tsx').then((m) => ({
                Component: m.AddressBookPage,
              })),
          },
          {
            path: 'order-details/:id',
            lazy: () =>
              import('../features/orders/pages/order-details-page.tsx').then((m) => ({
                Component: m.OrderDetailsPage,
              })),
          },
          {
            path: 'checkout-details',
            lazy: () =>
              import('../features/checkout/pages/checkout-details-page.tsx').then((m) => ({
                Component: m.CheckoutDetailsPage,
              })),
          },
          {
            path: 'checkout',
            lazy: () =>
              import('../features/checkout/pages/checkout-page.tsx').then((m) => ({
                Component: m.CheckoutPage,
              })),
          },
          {
            // Also the payment's return URL after a bank's authentication page (docs/product.md#payments).
            path: 'checkout-success',
            lazy: () =>
              import('../features/checkout/pages/checkout-success-page.tsx').then((m) => ({
                Component: m.CheckoutSuccessPage,
              })),
          },
          {
            path: 'review-product/:id',
            lazy: () =>
              import('../features/reviews/pages/review-product-page.tsx').then((m) => ({
                Component: m.ReviewProductPage,
              })),
          },
        ],
      },
      {
        // The admin's guard and layout; its pages are chunks of their own.
        path: 'admin',
        lazy: () => import('../features/admin/admin-area.tsx').then((m) => ({ Component: m.AdminArea })),
        children: [
          { index: true, element: <Navigate to="/admin/home" replace /> },
          {
            path: 'home',
            lazy: () =>
              import('../features/admin/pages/admin-home-page.tsx').then((m) => ({
                Component: m.AdminHomePage,
              })),
          },
          {
            path: 'all-products',
            lazy: () =>
              import('../features/admin/pages/admin-products-page.tsx').then((m) => ({
                Component: m.AdminProductsPage,
              })),
          },
          {
            path: 'add-product/:id',
            lazy: () =>
              import('../features/admin/pages/admin-product-form-page.tsx').then((m) => ({
                Component: m.AdminProductFormPage,
              })),
          },
          {
            path: 'orders',
            lazy: () =>
              import('../features/admin/pages/admin-orders-page.tsx').then((m) => ({
                Component: m.AdminOrdersPage,
              })),
          },
          {
            path: 'promotions',
            lazy: () =>
              import('../features/admin/pages/admin-promotions-page.tsx').then((m) => ({
                Component: m.AdminPromotionsPage,
              })),
          },
          {
            path: 'order-details/:id',
            lazy: () =>
              import('../features/admin/pages/admin-order-details-page.tsx').then((m) => ({
                Component: m.AdminOrderDetailsPage,
              })),
          },
          {
            path: 'mailbox',
            lazy: () =>
              import('../features/admin/pages/admin-mailbox-page.tsx').then((m) => ({
                Component: m.AdminMailboxPage,
              })),
          },
          {
            path: 'messages',
            lazy: () =>
              import('../features/admin/pages/admin-messages-page.tsx').then((m) => ({
                Component: m.AdminMessagesPage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('../features/admin/pages/admin-settings-page.tsx').then((m) => ({
                Component: m.AdminSettingsPage,
              })),
          },
          {
            path: 'mailbox/:id',
            lazy: () =>
              import('../features/admin/pages/admin-mail-page.tsx').then((m) => ({
                Component: m.AdminMailPage,
              })),
          },
          { path: '*', lazy: notFound },
        ],
      },
      { path: '*', id: 'not-found', lazy: notFound },
    ],
  },
];
