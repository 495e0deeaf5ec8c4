import { iconFilesIn } from './icon-files';
import type { CacheSiteReply, OfflineMessage } from '@/sw/protocol';

/** Sends a message to the active service worker and waits for its answer on a channel of its own. */
function ask<Reply>(worker: ServiceWorker, message: OfflineMessage): Promise<Reply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Reply>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Saves the page being read, and the scripts and styles it loaded, for offline use. On a first visit the
 * service worker started after they were fetched, so it asks for them again (from the HTTP cache). With
 * them go all the page's icon files (≈ 0.25 KB each), so that it reads whole offline: those not yet in
 * view have not been fetched, and those in view may still be in flight.
 */
export function cacheVisitedPage(worker: ServiceWorker, win: Window = window): void {
  const origin = win.location.origin;
  const assets = [
    ...win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${origin}/assets/`)),
    ...iconFilesIn(win.document).map((file) => new URL(file, origin).href),
  ];
  worker.postMessage({
    type: 'CACHE_VISITED_PAGE',
    page: win.location.href.split('#')[0] ?? win.location.href,
    assets: [...new Set(assets)],
  } satisfies OfflineMessage);
}

/** Asks the service worker to fetch the whole static site once (the site has been installed). */
export function cacheWholeSite(worker: ServiceWorker): Promise<CacheSiteReply> {
  return ask<CacheSiteReply>(worker, { type: 'CACHE_SITE' });
}
