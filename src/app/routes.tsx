import { redirect, type RouteObject } from 'react-router-dom';
import { legacyServiceRedirects, paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The one route table. Pages load lazily, so no route ships another route's content.
 * The prerenderer, the sitemap and the client router all read this list; the 404 is last.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () => import('@/pages/home/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.contact.path,
        lazy: () =>
          import('@/pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: paths.booking.path,
        lazy: () =>
          import('@/pages/booking/booking-page').then((m) => ({ Component: m.BookingPage })),
      },
      ...Object.entries(legacyServiceRedirects).map(([legacyPath, slug]) => ({
        path: legacyPath,
        loader: () => redirect(paths.service(slug).getHref(), 301),
      })),
      {
        path: '*',
        lazy: () => import('@/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
