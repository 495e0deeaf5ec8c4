import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { InstallActionProps } from './install-ui';

interface InstallUi {
  InstallAction: ComponentType<InstallActionProps>;
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

/** Must match INSTALL_OFFER_EVENT in ../install-offer.ts, which this file must not import. */
const INSTALL_OFFER_EVENT = 'siteinstalloffer';

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
  onNavigate?: () => void;
}

/** "Install app" in the navigation, while the browser offers an install. */
export function InstallMenuAction({ placement, onNavigate }: InstallMenuActionProps) {
  if (!useHasInstallOffer()) return null;
  return (
    <Suspense fallback={null}>
      <InstallAction placement={placement} onNavigate={onNavigate} />
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
