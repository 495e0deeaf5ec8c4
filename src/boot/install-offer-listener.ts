import { isStandalone, afterLoad } from './shared';

/** What the install feature's offer module exposes to the listener (src/features/install/install-offer.ts). */
export interface InstallOfferReceiver {
  receivePromptOffer: (event: Event) => void;
  receiveIosOffer: () => void;
}

/**
 * iPhone and iPad Safari: no `beforeinstallprompt`, but Share → Add to Home Screen installs the site.
 * iPadOS presents itself as a Mac; its touch screen gives it away.
 */
export function isIosSafari(nav: Navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}

/**
 * Waits for the browser to offer an install (or for the page to load on iOS Safari) before loading any
 * install code: everyone else never fetches it. Runs in boot.ts, before the manifest is linked, so the
 * event cannot fire before anyone listens.
 */
export function listenForInstallOffer(
  load: () => Promise<InstallOfferReceiver>,
  win: Window = window,
): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // The site offers the install in its own menu instead of the browser's mini-infobar.
    event.preventDefault();
    void load().then((offers) => offers.receivePromptOffer(event));
  });
  if (!isIosSafari(win.navigator) || isStandalone()) return;
  afterLoad(() => void load().then((offers) => offers.receiveIosOffer()), win.document);
}
