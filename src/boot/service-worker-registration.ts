import { cacheVisitedPage, savesData, afterLoad } from './shared';

/** Where vite-plugin-pwa writes the service worker built from src/sw/sw.ts. */
export const serviceWorkerUrl = '/sw.js';

/**
 * Registers the service worker once the page has loaded, without waiting for the app, so a page read
 * as plain HTML still opens offline later; the worker then saves the page. This is the one
 * registration: the app, when it starts, waits for it to offer updates (pwa-update-prompt.tsx). With
 * Save-Data on, nothing is registered: the worker would fetch in the background.
 */
export function registerServiceWorkerAfterLoad(win: Window = window): void {
  const { navigator: nav } = win;
  if (!('serviceWorker' in nav) || savesData(nav)) return;
  const register = () => {
    nav.serviceWorker
      .register(serviceWorkerUrl, { scope: '/' })
      .then(() => nav.serviceWorker.ready)
      .then(
        ({ active }) => {
          if (active) cacheVisitedPage(active, win);
        },
        (error: unknown) => console.error('Service worker registration failed', error),
      );
  };
  afterLoad(register, win.document);
}
