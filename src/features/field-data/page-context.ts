import { DEVICE_MEMORY_BUCKETS, UNKNOWN_ROUTE, type FieldReport } from '@site/contract';
import { paths, staticRoutePaths, unlistedRoutePaths } from '@/config/paths';

const knownRoutes = new Set([...staticRoutePaths, ...unlistedRoutePaths, paths.offline.path]);

/** The page as a route of the site; anything else (a mistyped address) under one name, never as typed. */
export function reportRoute(pathname: string): string {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownRoutes.has(route) ? route : UNKNOWN_ROUTE;
}

type NavigatorWithHints = Navigator & {
  connection?: { effectiveType?: string };
  deviceMemory?: number;
};

/** The connection as the browser rates it (Chromium only): slow-2g, 2g, 3g or 4g. */
export function connectionType(nav: Navigator = navigator): FieldReport['connection'] {
  const type = (nav as NavigatorWithHints).connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : undefined;
}

/** Device memory in four buckets: enough to tell a budget phone, too coarse to fingerprint. */
export function deviceMemoryBucket(nav: Navigator = navigator): FieldReport['deviceMemory'] {
  const memory = (nav as NavigatorWithHints).deviceMemory;
  if (typeof memory !== 'number') return undefined;
  const [atMostOne, two, four, eightOrMore] = DEVICE_MEMORY_BUCKETS;
  return memory <= 1 ? atMostOne : memory <= 2 ? two : memory <= 4 ? four : eightOrMore;
}

/** "button#open-menu", "a.MuiLink-root": what was tapped, as short as will tell it apart. */
export function describeTarget(target: EventTarget | null | undefined): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const tag = target.tagName.toLowerCase();
  const label = target.id ? `#${target.id}` : target.classList[0] ? `.${target.classList[0]}` : '';
  return `${tag}${label}`.slice(0, 120);
}
