import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useHydrated } from '@/components/feedback/use-hydrated';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader, type AccountSlot } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { AccountNav } from '@/features/auth/components/account-nav';
import { SessionProvider } from '@/features/auth/hooks/use-session';
import { ContactOutboxSync } from '@/features/contact/components/contact-outbox-sync';
import { InstallMenuAction, InstallOfferSlot } from '@/features/install/components/install-slots';
import { registerSignOutCleanups } from './sign-out-cleanups';

// Its own chunk, mounted once the page has hydrated: the prerender has no service worker to ask, and a
// lazy part it cannot finish is left for the browser to render anew (React error 419). If the chunk
// cannot load (the connection dropped), the page simply has no update prompt.
const PwaUpdatePrompt = lazy(() =>
  import('./pwa-update-prompt').catch((error: unknown) => {
    console.warn('Update prompt not loaded', error);
    return { default: () => null };
  }),
);

// "Install app" sits with the account items, in the bar and in the menu drawer.
const account: AccountSlot = (placement, onNavigate) => (
  <>
    <InstallMenuAction placement={placement} />
    <AccountNav placement={placement} onNavigate={onNavigate} />
  </>
);

/**
 * The update prompt, once hydrated. A component of its own: "hydrated" turns true in a synchronous
 * render right after hydration (useSyncExternalStore's server snapshot gives way to the client's), which
 * here re-renders this alone; read in RootLayout, it re-rendered the whole page in one long task.
 */
function UpdatePromptWhenHydrated() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <PwaUpdatePrompt />
    </Suspense>
  ) : null;
}

/** Every page: skip link, navigation, the page itself, footer; the session is known to all of it. */
export function RootLayout() {
  // Registered once hydrated, before the page can offer Sign Out.
  useEffect(registerSignOutCleanups, []);
  return (
    <SessionProvider>
      <SkipLink />
      {/* A boundary of its own, hydrated after the page as the footer is: the page's own form, which the
          visitor is typing into, is what the app must take over first (its menu works without it). */}
      <Suspense fallback={null}>
        <SiteHeader account={account} />
      </Suspense>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ minHeight: '60vh' }}>
        <Outlet />
      </Box>
      {/* Hydrated after the page, in slices of its own (see HomePage). */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {/* Last in the page, so arriving late it moves nothing a visitor may be reading. */}
      <InstallOfferSlot />
      <ScrollManager />
      <ContactOutboxSync />
      {import.meta.env.PROD && <UpdatePromptWhenHydrated />}
    </SessionProvider>
  );
}
