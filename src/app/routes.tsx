import { redirect, type RouteObject } from 'react-router-dom';
import { industrySlugs, legacyServiceRedirects, paths, serviceSlugs } from '@/config/paths';
import { loadIndustryContent, loadServiceContent } from '@/content';
import type { PrerenderedHandle } from './prerendered-url';
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
        path: paths.contactSent.path,
        lazy: () =>
          import('@/pages/contact-sent/contact-sent-page').then((m) => ({
            Component: m.ContactSentPage,
          })),
      },
      {
        path: paths.booking.path,
        lazy: () =>
          import('@/pages/booking/booking-page').then((m) => ({ Component: m.BookingPage })),
      },
      {
        path: paths.privacy.path,
        lazy: () =>
          import('@/pages/privacy/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      // One lazy route per page: its chunk holds the template and that page's content only.
      ...serviceSlugs.map((slug) => ({
        path: paths.service(slug).path,
        lazy: async () => {
          const [{ ServicePage }, content] = await Promise.all([
            import('@/pages/service/service-page'),
            loadServiceContent(slug),
          ]);
          return { element: <ServicePage key={slug} content={content} /> };
        },
      })),
      ...industrySlugs.map((slug) => ({
        path: paths.industry(slug).path,
        lazy: async () => {
          const [{ IndustryPage }, content] = await Promise.all([
            import('@/pages/industry/industry-page'),
            loadIndustryContent(slug),
          ]);
          return { element: <IndustryPage key={slug} content={content} /> };
        },
      })),
      {
        path: paths.auth.path,
        handle: { prerenderedWithout: ['mode', 'oobCode', 'reset'] } satisfies PrerenderedHandle,
        lazy: () => import('@/pages/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      {
        path: paths.profile.path,
        lazy: () =>
          import('@/pages/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: paths.admin.path,
        lazy: () => import('@/pages/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: paths.adminInsights.path,
        // The same module as /admin, so the inbox's pages share one chunk and nothing of them is split
        // into chunks a visitor's page could share.
        lazy: () => import('@/pages/admin/admin-page').then((m) => ({ Component: m.InsightsPage })),
      },
      {
        path: paths.offline.path,
        lazy: () =>
          import('@/pages/offline/offline-page').then((m) => ({ Component: m.OfflinePage })),
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
