/**
 * Whether the site runs as an installed app. iOS "Add to Home Screen" fires no `appinstalled` event and
 * has no display-mode media query before iOS 16.4, so its own `navigator.standalone` counts too.
 */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return window.matchMedia('(display-mode: standalone)').matches || iosStandalone;
}

/** Calls `listener` when the browser reports that the site was installed; returns the remover. */
export function onAppInstalled(listener: () => void): () => void {
  window.addEventListener('appinstalled', listener);
  return () => window.removeEventListener('appinstalled', listener);
}
