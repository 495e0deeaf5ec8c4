/// <reference lib="webworker" />
/**
 * The service worker. A first visit costs almost nothing: only the offline page is precached. Pages are
 * cached as they are visited (network first), hashed assets as they are used (cache first), and the whole
 * static site only when the page says the site was installed. See docs/offline.md.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CONVERSATION_PATH_PREFIX, FIELD_REPORT_ENDPOINT } from '@site/contract';
import { listenForLeadAlerts } from './lead-alerts';
import { reportServiceWorkerErrors } from './report-errors';
import { cacheSite, matchSite, siteCacheNames } from './site-cache';
import { inChosenColorScheme } from './color-scheme';
import { offlinePageHtml, type SavedPage } from './offline-page';
import {
  cacheNames,
  offlinePagePath,
  type CacheSiteReply,
  type FieldReportMessage,
  type OfflineMessage,
} from './protocol';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const DAY = 24 * 3600;

reportServiceWorkerErrors(self, (import.meta.env.VITE_RELEASE as string | undefined) ?? 'dev');
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
listenForLeadAlerts(self, '/icons/icon-192.png');
// The first visit's page is taken over at once, so what it loads from now on is cached. Updates still wait
// for the visitor's Reload (SKIP_WAITING below), so no page ever runs two versions at once.
clientsClaim();

/** Set when a navigation carries `Save-Data: on`: nothing is fetched in the background then. */
let saveDataRequested = false;
const savesData = () =>
  saveDataRequested ||
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData === true;

/** A file the installed site holds answers when the runtime cache has none. */
const siteFallback = {
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    request,
  }: {
    cachedResponse?: Response;
    request: Request;
  }) => cachedResponse ?? (await matchSite(request.url)) ?? undefined,
};

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  // A slow 3G answer still wins; after this long the saved copy is shown instead.
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }), siteFallback],
});
const assets = new CacheFirst({
  cacheName: cacheNames.assets,
  plugins: [
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
    siteFallback,
  ],
});

// A conversation page (/conversation/<token>, a function's answer) goes to the network only: it is one
// prospect's thread behind a secret link, so no copy of it is kept on the device or listed offline.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.pathname.startsWith(CONVERSATION_PATH_PREFIX),
  async ({ request }) => {
    try {
      return await inChosenColorScheme(await fetch(request));
    } catch {
      return inChosenColorScheme(await offlinePage());
    }
  },
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/__'),
  async (options) => {
    if (options.request.headers.get('Save-Data') === 'on') saveDataRequested = true;
    try {
      const response = await pages.handle(options);
      if (response) return await inChosenColorScheme(response);
    } catch {
      // Offline and never saved: the offline page below.
    }
    return inChosenColorScheme(await offlinePage());
  },
);
registerRoute(({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);
registerRoute(
  ({ sameOrigin, request }) => sameOrigin && ['image', 'manifest'].includes(request.destination),
  new StaleWhileRevalidate({
    cacheName: cacheNames.static,
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY }), siteFallback],
  }),
);

/** The pages this device holds, with their titles, for the offline page's list. */
async function savedPages(): Promise<SavedPage[]> {
  const found = new Map<string, SavedPage>();
  for (const name of [cacheNames.pages, ...(await siteCacheNames())]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== self.location.origin || found.has(url.pathname)) continue;
      const response = await cache.match(request);
      if (!response?.headers.get('Content-Type')?.includes('text/html')) continue;
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? url.pathname;
      found.set(url.pathname, { path: url.pathname, title });
    }
  }
  found.delete(offlinePagePath);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

async function offlinePage(): Promise<Response> {
  const shell = await matchPrecache(offlinePagePath);
  if (!shell) return Response.error();
  return new Response(offlinePageHtml(await shell.text(), await savedPages()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

async function handleMessage(event: ExtendableMessageEvent, message: OfflineMessage) {
  if (message.type === 'CACHE_VISITED_PAGE') {
    // The page was fetched a moment ago: take it (and its assets) from the HTTP cache, not the network.
    // The page last, so that once it is saved (and listed on the offline page) it opens whole.
    await Promise.allSettled(
      message.assets.map((url) => assets.handle({ event, request: new Request(url) })),
    );
    // A page neither cache nor network can give is simply not saved, as with an asset above.
    await pages
      .handle({ event, request: new Request(message.page, { cache: 'force-cache' }) })
      .catch(() => undefined);
    return;
  }
  const reply: CacheSiteReply = savesData()
    ? { status: 'save-data' }
    : await cacheSite().catch((error: unknown) => ({
        status: 'failed' as const,
        reason: String(error),
      }));
  event.ports[0]?.postMessage(reply);
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !('type' in data)) return;
  // Sent by the update prompt's Reload button (app/pwa-update-prompt.tsx).
  if (data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (data.type === 'FIELD_REPORT') {
    const { body } = data as FieldReportMessage;
    event.waitUntil(
      fetch(FIELD_REPORT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body,
      }).then(
        () => undefined,
        () => undefined, // best effort, as the page's own beacon is
      ),
    );
    return;
  }
  if (data.type === 'CACHE_VISITED_PAGE' || data.type === 'CACHE_SITE')
    event.waitUntil(handleMessage(event, data as OfflineMessage));
});
