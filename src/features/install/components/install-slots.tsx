import { lazy, Suspense, type ComponentType } from 'react';
import { useInstallOffer, type InstallOffer } from '../install-offer';
import type { InstallActionProps } from './install-ui';

interface InstallUi {
  InstallAction: ComponentType<InstallActionProps>;
  InstallOffers: ComponentType<{ offer: InstallOffer }>;
}

// The install UI loads only once there is something to offer; if it cannot load (the connection
// dropped), the page simply has no install action.
const installUi = (): Promise<InstallUi> =>
  import('./install-ui').catch((error: unknown) => {
    console.warn('Install action not loaded', error);
    return { InstallAction: () => null, InstallOffers: () => null };
  });
const InstallAction = lazy(() => installUi().then((ui) => ({ default: ui.InstallAction })));
const InstallOffers = lazy(() => installUi().then((ui) => ({ default: ui.InstallOffers })));

export interface InstallMenuActionProps {
  placement: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/** "Install app" in the navigation, while the browser offers an install. */
export function InstallMenuAction({ placement, onNavigate }: InstallMenuActionProps) {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallAction offer={offer} placement={placement} onNavigate={onNavigate} />
    </Suspense>
  );
}

/** The returning visitor's install card and the iOS steps, while the browser offers an install. */
export function InstallOfferSlot() {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffers offer={offer} />
    </Suspense>
  );
}
