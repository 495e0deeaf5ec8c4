/// <reference lib="webworker" />
/**
 * The whole static site in one cache per build (`site-<version>`), filled once the site is installed.
 * Files this device already holds are copied, not fetched again; older builds' caches are removed last.
 */
import { cacheNames, offlineSitePath, type CacheSiteReply, type OfflineSite } from './protocol';

const parallelFetches = 4;

export async function siteCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(cacheNames.sitePrefix));
}

/** A file of the installed site, from the newest complete build cached. */
export async function matchSite(url: string): Promise<Response | undefined> {
  for (const name of (await siteCacheNames()).reverse()) {
    const response = await (await caches.open(name)).match(url);
    if (response) return response;
  }
  return undefined;
}

async function storedSite(cache: Cache): Promise<OfflineSite | undefined> {
  const response = await cache.match(offlineSitePath);
  return response ? ((await response.json()) as OfflineSite) : undefined;
}

/** Runs `task` over `items`, a few at a time. */
async function inPool<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: parallelFetches }, worker));
}

export async function cacheSite(): Promise<CacheSiteReply> {
  const listing = await fetch(offlineSitePath, { cache: 'no-cache' });
  if (!listing.ok) return { status: 'failed', reason: `${offlineSitePath}: ${listing.status}` };
  const site = (await listing.clone().json()) as OfflineSite;
  const name = `${cacheNames.sitePrefix}${site.version}`;
  const older = (await siteCacheNames()).filter((other) => other !== name);
  const cache = await caches.open(name);
  // The listing is stored last, so its presence means this build's cache is complete.
  if (await cache.match(offlineSitePath)) return { status: 'cached', fetched: 0, firstTime: false };

  const previous = new Map<string, string>();
  for (const oldName of older) {
    for (const page of (await storedSite(await caches.open(oldName)))?.pages ?? [])
      previous.set(page.url, page.revision);
  }
  let fetched = 0;
  const store = async (url: string, reusable: boolean) => {
    if (await cache.match(url)) return;
    const held = reusable ? await caches.match(url) : undefined;
    if (held) {
      await cache.put(url, held);
      return;
    }
    // Pages are revalidated; hashed assets may come from the HTTP cache.
    const response = await fetch(url, { cache: reusable ? 'default' : 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response);
    fetched += 1;
  };
  await inPool(
    [
      ...site.pages.map((page) => () => store(page.url, previous.get(page.url) === page.revision)),
      ...site.assets.map((url) => () => store(url, true)),
    ],
    (step) => step(),
  );
  await cache.put(offlineSitePath, listing);
  await Promise.all(older.map((oldName) => caches.delete(oldName)));
  return { status: 'cached', fetched, firstTime: older.length === 0 };
}
