// What a visitor's browser reports about its visit, and nothing more: Core Web Vitals as it measured
// them and errors the site hit, for the route it was on, with coarse context. No IP, cookie, user id
// or query string: the browser never sends them, and the schema has no place for them.
// The names and shapes without zod, for the browser's collector (field-report.ts is the schema).
/** Where reports are kept: one document per page view, one per distinct error (functions/src/field-data). */
export const WEB_VITALS = 'webVitals';
export const FIELD_ERRORS = 'fieldErrors';

/** A report larger than this is refused unread. */
export const FIELD_REPORT_MAX_BYTES = 16 * 1024;
/** `npm run vitals` reads this many days back. */
export const FIELD_REPORT_WINDOW_DAYS = 28;

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const ERROR_SOURCES = [
  'error',
  'unhandledrejection',
  'service-worker',
  'chunk-load',
] as const;
/** `navigator.deviceMemory` in buckets: the exact figure adds to a fingerprint. */
export const DEVICE_MEMORY_BUCKETS = ['≤1 GB', '2 GB', '4 GB', '≥8 GB'] as const;
/** A route that is not a page of the site is reported under this name, never as typed. */
export const UNKNOWN_ROUTE = '(not found)';
/** Where the service worker's own errors are filed: it serves every route. */
export const SERVICE_WORKER_ROUTE = '(service worker)';
/** The same-origin address reports are sent to (firebase.json rewrites it to collectFieldReport). */
export const FIELD_REPORT_ENDPOINT = '/api/field-report';

export type MetricName = (typeof METRIC_NAMES)[number];
export type ErrorSource = (typeof ERROR_SOURCES)[number];

export interface FieldMetric {
  name: MetricName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  target?: string | undefined;
}

export interface FieldError {
  source: ErrorSource;
  message: string;
  count: number;
}

export interface FieldReport {
  route: string;
  release: string;
  connection?: 'slow-2g' | '2g' | '3g' | '4g' | undefined;
  deviceMemory?: (typeof DEVICE_MEMORY_BUCKETS)[number] | undefined;
  appLoaded: boolean;
  installed: boolean;
  metrics: FieldMetric[];
  errors: FieldError[];
}
