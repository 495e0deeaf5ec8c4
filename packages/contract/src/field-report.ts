// The field report's schema, for the endpoint (field-report-rules.ts says what each part is).
import { z } from 'zod/mini';
import {
  DEVICE_MEMORY_BUCKETS,
  ERROR_SOURCES,
  METRIC_NAMES,
  SERVICE_WORKER_ROUTE,
  UNKNOWN_ROUTE,
  type FieldReport,
} from './field-report-rules.js';

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

/** Typed as the rules' FieldReport: the shape is written once and the compiler holds them together. */
export const fieldReportSchema: z.ZodMiniType<FieldReport> = z.object({
  route: z.string().check(
    z.maxLength(200),
    z.refine(
      (route) =>
        route === UNKNOWN_ROUTE || route === SERVICE_WORKER_ROUTE || /^\/[\w\-/]*$/.test(route),
    ),
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
