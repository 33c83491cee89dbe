import { createBrowserRouter } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Pages load on demand so the first visit downloads only the shell and the page it asked for.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown on the very first load while the page's code arrives.
    HydrateFallback: LoadingOverlay,
    children: [
      {
        index: true,
        lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'all',
        lazy: () =>
          import('../features/catalog/pages/listing-page.tsx').then((m) => ({ Component: m.ListingPage })),
      },
      {
        path: 'product-details/:id',
        lazy: () =>
          import('../features/catalog/pages/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: 'cart',
        lazy: () => import('../features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })),
      },
      { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
