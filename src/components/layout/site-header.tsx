import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, type ReactNode } from 'react';
import { RouteButton } from '@/components/link-button';
import { isStandalone } from '@/boot/shared';
import { useHydrated } from '../feedback/use-hydrated';
import { Logo } from './logo';
import { primaryNav } from './nav-items';
import { HeaderIconButton } from './header-icon-button';
import { SITE_MENU_ID, SiteMenu } from './site-menu';
import { bareList } from '@/theme/primitives';

// Only the installed app (no browser chrome) needs its own back action.
const StandaloneChrome = lazy(() =>
  import('./standalone-chrome').catch(() => ({ default: () => null })),
);

export type AccountSlot = (placement: 'bar' | 'drawer', onNavigate?: () => void) => ReactNode;

export interface SiteHeaderProps {
  /** Sign In, or Profile and Sign Out: supplied by the auth feature. */
  account?: AccountSlot;
}

/**
 * Prerendered pages are for a browser tab; the installed app adds its back action once hydrated. A
 * component of its own: "hydrated" turns true in a synchronous render after hydration, which should
 * re-render this alone, not the whole header.
 */
function StandaloneBackAction() {
  const standalone = useHydrated() && isStandalone();
  return standalone ? (
    <Suspense fallback={null}>
      <StandaloneChrome />
    </Suspense>
  ) : null;
}

export function SiteHeader({ account }: SiteHeaderProps) {
  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: 'site.header',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'primary.main',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ minHeight: 64, gap: 2 }}>
          <StandaloneBackAction />
          <Logo />
          <Box
            component="ul"
            sx={{
              ...bareList,
              display: { xs: 'none', md: 'flex' },
              ml: 'auto',
              gap: 0.5,
              alignItems: 'center',
              // Room for the Appearance button from 900 px; phones find it in the menu.
              '& a': { px: 2 },
              '& [popovertarget]': { display: 'inline-flex' },
            }}
          >
            {primaryNav.map((item) => (
              <li key={item.label}>
                <RouteButton variant="text" nav to={item.to}>
                  {item.label}
                </RouteButton>
              </li>
            ))}
            {account?.('bar')}
            <li>
              <HeaderIconButton
                icon="appearance"
                aria-label="Appearance"
                aria-haspopup="dialog"
                // Wide screens have no menu button: this opens the same menu, which shows them its
                // System/Light/Dark choice alone (site-menu.tsx), with no JavaScript.
                popoverTarget={SITE_MENU_ID}
              />
            </li>
          </Box>
          <HeaderIconButton
            icon="menu"
            aria-label="Open menu"
            aria-haspopup="dialog"
            // Opens the prerendered menu with no JavaScript; the browser keeps aria-expanded in step.
            popoverTarget={SITE_MENU_ID}
          />
        </Toolbar>
      </Container>
      {/* A boundary of its own, so hydration commits the page without it and hydrates the menu just
          after, in slices of its own (as the footer and the home page's sections): it works as a
          popover without the app, and the page's own form should not wait for it. */}
      <Suspense fallback={null}>
        <SiteMenu account={account} />
      </Suspense>
    </AppBar>
  );
}
