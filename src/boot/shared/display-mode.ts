/**
 * Whether the site runs as an installed app. Installed apps open in a standalone window without the
 * browser's address bar; iOS Safari's home-screen apps say so through `navigator.standalone` instead.
 */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || iosStandalone === true
  );
}

/** Calls `listener` when the browser has installed the site; returns the remover. */
export function onAppInstalled(listener: () => void): () => void {
  window.addEventListener('appinstalled', listener);
  return () => window.removeEventListener('appinstalled', listener);
}

/**
 * Whether the site was installed during this visit. The visitor may install it from the browser's menu
 * before the app has loaded (it loads on first interaction), so boot.ts starts listening at once with
 * `rememberInstall()`; the app, once loaded, asks here instead of waiting for an event already past.
 */
let installedThisVisit = false;

/** Listens for `appinstalled` from the first script on, and calls `then` when it comes. */
export function rememberInstall(then: () => void = () => undefined): void {
  window.addEventListener(
    'appinstalled',
    () => {
      installedThisVisit = true;
      then();
    },
    { once: true },
  );
}

/** Installed: launched standalone, or installed during this visit. */
export function isInstalled(): boolean {
  return installedThisVisit || isStandalone();
}
