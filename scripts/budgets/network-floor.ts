/**
 * The network floor of a start-up: how soon the app could have hydrated a form if the phone did nothing
 * but wait for its scripts. The bytes are the app's: every script the boot module asked for when the
 * visitor first focused a field (its `modulepreload` links: the start-up scripts and the page's own, as
 * the build lists them, src/boot/app-modules.ts), as they came over the wire. They are all asked for at
 * once, so they need one round trip; at the phone's throughput (DevTools' "3G", real-browser.ts) the
 * floor is that round trip plus the bytes' time. A start-up at 1.2× its floor spends a fifth of the
 * wait on its own work.
 */
import type { Page } from '@playwright/test';
import { devToolsThreeG } from './real-browser';

/** The scripts the app needed, as this page load fetched them. */
export interface AppBytes {
  files: number;
  /** Over the wire: bodies as encoded, and their responses' headers (Resource Timing's transferSize). */
  bytes: number;
}

/**
 * The app's scripts as the page fetched them: every `modulepreload` link in the document (boot adds
 * them on the first interaction; the page has none of its own), matched with its Resource Timing entry.
 * A file listed but not fetched yet counts as nothing: read once the app has hydrated.
 */
export function readAppBytes(page: Page): Promise<AppBytes> {
  return page.evaluate(() => {
    const wanted = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    let bytes = 0;
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (wanted.has(entry.name)) bytes += entry.transferSize;
    }
    return { files: wanted.size, bytes };
  });
}

/** One round trip for scripts all requested at once, and their bytes at the phone's throughput. */
export function networkFloorMs(
  { bytes }: AppBytes,
  network: { latency: number; downloadThroughput: number } = devToolsThreeG,
): number {
  return network.latency + (bytes / network.downloadThroughput) * 1000;
}

/**
 * The start-up allowed on this host, over a floor: `maxOver` × the floor on the quiet host. On a slower
 * or busier one the part over the floor (the app's own work on the phone's CPU) grows with `factor`
 * (the reference start-up's: interactions.ts, `startUpFactor`); the floor itself is the emulated
 * network's, the same on any host.
 */
export function allowedOverFloorMs(floorMs: number, maxOver: number, factor: number): number {
  return floorMs * (1 + (maxOver - 1) * factor);
}
