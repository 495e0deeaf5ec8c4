/**
 * Whether the site runs as an installed app. Installed apps open in a standalone window without the
 * browser's address bar; iOS Safari's home-screen apps say so through `navigator.standalone` instead.
 */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return window.matchMedia?.('(display-mode: standalone)').matches === true || iosStandalone === true;
}

/** Calls `listener` when the browser has installed the site; returns the remover. */
export function onAppInstalled(listener: () => void): () => void {
  window.addEventListener('appinstalled', listener);
  return () => window.removeEventListener('appinstalled', listener);
}
