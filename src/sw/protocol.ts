/**
 * What the pages and the service worker (src/sw/sw.ts) say to each other, and the one file the build
 * writes for it (scripts/build/offline-site.ts). No browser or worker types here: both sides import it.
 */

/** Caches the current page and what it loaded; the page has just fetched all of it, so it comes from the HTTP cache. */
export interface CacheVisitedPageMessage {
  type: 'CACHE_VISITED_PAGE';
  page: string;
  assets: string[];
}

/** Fetches every static page and asset once (the site has been installed). */
export interface CacheSiteMessage {
  type: 'CACHE_SITE';
}

export type OfflineMessage = CacheVisitedPageMessage | CacheSiteMessage;

/** The visitor chose Reload: the waiting worker (a new deploy) takes over now. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/**
 * A page's field report (features/field-data), handed to the worker that controls it: sent as the page
 * is left, a beacon from a controlled page did not always arrive; the worker, which outlives the page,
 * posts it on.
 */
export interface FieldReportMessage {
  type: 'FIELD_REPORT';
  /** The report as JSON, as the endpoint takes it. */
  body: string;
}

export type CacheSiteReply =
  | { status: 'cached'; fetched: number; firstTime: boolean }
  | { status: 'save-data' }
  | { status: 'failed'; reason: string };

/** dist/offline-site.json: the static site as the build wrote it. */
export interface OfflineSite {
  /** Changes whenever any listed file does. */
  version: string;
  /** Clean URLs of the prerendered routes (the sitemap's), with a revision each. */
  pages: { url: string; revision: string }[];
  /** Hashed scripts and styles, icons, the manifest: unchanged URL means unchanged content. */
  assets: string[];
}

export const offlineSitePath = '/offline-site.json';
export const offlinePagePath = '/offline';
/** The prerendered offline page's list, which the service worker fills with the pages it holds. */
export const offlinePageListId = 'offline-page-list';

export const cacheNames = {
  pages: 'pages',
  assets: 'assets',
  static: 'static',
  /** One per build: `site-<version>`. */
  sitePrefix: 'site-',
} as const;

/** Posted to open pages when an alert for a new contact message arrives (sw/lead-alerts.ts). */
export const LEAD_ALERT_MESSAGE = 'lead-alert';
