import Box from '@mui/material/Box';
import { linkButtonSx } from '@/components/link-button';
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

interface InstallUi {
  InstallAction: ComponentType;
  InstallOffers: ComponentType;
}

// The install code (the offer and its UI) loads only once the browser has offered an install; if it
// cannot load (the connection dropped), the page simply has no install action.
const installUi = (): Promise<InstallUi> =>
  import('./install-ui').catch((error: unknown) => {
    console.warn('Install action not loaded', error);
    return { InstallAction: () => null, InstallOffers: () => null };
  });
const InstallAction = lazy(() => installUi().then((ui) => ({ default: ui.InstallAction })));
const InstallOffers = lazy(() => installUi().then((ui) => ({ default: ui.InstallOffers })));

/** Must match INSTALL_OFFER_EVENT and INSTALL_ACTION_ATTRIBUTE in ../install-offer.ts, which this file must not import. */
const INSTALL_OFFER_EVENT = 'siteinstalloffer';
const INSTALL_ACTION_ATTRIBUTE = 'data-install-action';

function subscribe(listener: () => void) {
  window.addEventListener(INSTALL_OFFER_EVENT, listener);
  return () => window.removeEventListener(INSTALL_OFFER_EVENT, listener);
}

/** Whether the browser offers an install, without loading any install code to find out. */
function useHasInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.siteInstallOffer === true,
    () => false,
  );
}

export interface InstallMenuActionProps {
  placement: 'bar' | 'drawer';
}

/**
 * "Install app" in the navigation, while the browser offers an install. In the menu it is part of the
 * prerendered page, hidden: the install offer module (loaded by boot.ts when the browser offers an
 * install) shows it and handles its clicks, so it works before the app has loaded. In the bar (wide
 * screens) it comes with the app.
 */
export function InstallMenuAction({ placement }: InstallMenuActionProps) {
  const offered = useHasInstallOffer();
  if (placement === 'drawer') {
    // Styled as the menu's Sign In, so the page carries no rules of its own for it.
    return (
      <Box
        component="button"
        type="button"
        hidden={!offered}
        data-variant="outlined"
        sx={linkButtonSx}
        {...{ [INSTALL_ACTION_ATTRIBUTE]: '' }}
      >
        Install app
      </Box>
    );
  }
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallAction />
    </Suspense>
  );
}

/** The returning visitor's install card and the iOS steps, while the browser offers an install. */
export function InstallOfferSlot() {
  if (!useHasInstallOffer()) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffers />
    </Suspense>
  );
}
