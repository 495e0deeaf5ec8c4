// What a visitor's browser reports about its visit, and nothing more: Core Web Vitals as it measured
// them and errors the site hit, for the route it was on, with coarse context. No IP, cookie, user id
// or query string: the browser never sends them, and the schema has no place for them.
import { z } from 'zod/mini';

/** A report larger than this is refused unread. */
export const FIELD_REPORT_MAX_BYTES = 16 * 1024;
/** Reports are kept this long (a Firestore TTL on `expiresAt`), then deleted. */
export const FIELD_REPORT_RETENTION_DAYS = 90;
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

const metric = z.object({
  name: z.enum(METRIC_NAMES),
  // Milliseconds, except CLS (unitless); an hour is far past anything a page view measures.
  value: z.number().check(z.gte(0), z.lte(3_600_000)),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  /** INP's interaction target, as a short selector ("button#open-menu"). */
  target: z.optional(z.string().check(z.maxLength(120))),
});

const reportedError = z.object({
  source: z.enum(ERROR_SOURCES),
  message: z.string().check(z.minLength(1), z.maxLength(300)),
  /** How often this page view hit it (the browser sends each error once). */
  count: z.int().check(z.gte(1), z.lte(1000)),
});

export const fieldReportSchema = z.object({
  route: z.string().check(
    z.maxLength(200),
    z.refine((route) => route === UNKNOWN_ROUTE || /^\/[\w\-/]*$/.test(route)),
  ),
  /** The build that ran: the commit it was built from. */
  release: z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[\w.-]+$/)),
  connection: z.optional(z.enum(['slow-2g', '2g', '3g', '4g'])),
  deviceMemory: z.optional(z.enum(DEVICE_MEMORY_BUCKETS)),
  /** Whether the app (React) had loaded when the report was sent. */
  appLoaded: z.boolean(),
  /** Whether the site runs as an installed app. */
  installed: z.boolean(),
  metrics: z.array(metric).check(z.maxLength(METRIC_NAMES.length)),
  errors: z.array(reportedError).check(z.maxLength(10)),
});

export type FieldReport = z.infer<typeof fieldReportSchema>;
export type FieldMetric = FieldReport['metrics'][number];
export type FieldError = FieldReport['errors'][number];
