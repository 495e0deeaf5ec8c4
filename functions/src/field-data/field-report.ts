// collectFieldReport's logic, as a plain function of the request: what a visitor's browser measured
// (Web Vitals) and the errors it hit, validated by the contract, rate-limited per caller and stored
// with a 90-day TTL. Vitals: one document per page view. Errors: one document per release, route,
// source and message, counted, so a thousand visitors hitting one bug make one entry.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import {
  FIELD_REPORT_MAX_BYTES,
  FIELD_ERRORS,
  FIELD_REPORT_RETENTION_DAYS,
  WEB_VITALS,
  fieldReportSchema,
  type FieldReport,
} from '@site/contract';
import { consumeRateLimit, rateLimitRef, type RateLimitPolicy } from '../shared/rate-limit.js';
import { scrubErrorMessage } from './scrub-error-message.js';

/** A browser sends one report per page view; sixty in ten minutes is a very busy reader, or a script. */
export const FIELD_REPORT_RATE_LIMIT: RateLimitPolicy = { maxRequests: 60, windowMs: 10 * 60_000 };

export interface FieldReportRequest {
  method: string;
  origin: string | undefined;
  body: Buffer | string | undefined;
}

export interface FieldReportDependencies {
  db: Firestore;
  now: () => Date;
  rateLimit?: RateLimitPolicy;
}

export type FieldReportAnswer =
  { status: 204 } | { status: 400 | 403 | 405 | 413 | 429; text: string };

/** The error's document id: the same error of the same release on the same route is one document. */
export function fieldErrorId(report: FieldReport, error: FieldReport['errors'][number]): string {
  return createHash('sha256')
    .update([report.release, report.route, error.source, error.message].join('\0'))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The report's errors with their messages scrubbed (scrub-error-message.ts), by document id: errors that
 * differ only in what was scrubbed are one error, their counts added.
 */
function scrubbedErrors(report: FieldReport): Map<string, FieldReport['errors'][number]> {
  const errors = new Map<string, FieldReport['errors'][number]>();
  for (const reported of report.errors) {
    const error = { ...reported, message: scrubErrorMessage(reported.message) };
    const id = fieldErrorId(report, error);
    const same = errors.get(id);
    errors.set(id, same ? { ...same, count: same.count + error.count } : error);
  }
  return errors;
}

export async function handleFieldReport(
  request: FieldReportRequest,
  ipHash: string,
  deps: FieldReportDependencies,
  allowedOrigins: readonly string[],
): Promise<FieldReportAnswer> {
  if (request.method !== 'POST') return { status: 405, text: 'Reports are sent with POST.' };
  if (request.origin !== undefined && !allowedOrigins.includes(request.origin)) {
    return { status: 403, text: 'Reports are only taken from our own website.' };
  }
  const body = request.body ?? '';
  if (Buffer.byteLength(body) > FIELD_REPORT_MAX_BYTES) {
    return { status: 413, text: `A report is at most ${FIELD_REPORT_MAX_BYTES} bytes.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString());
  } catch {
    return { status: 400, text: 'The report is not JSON.' };
  }
  const parsed = fieldReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the report';
    return { status: 400, text: `The report could not be read: ${where} is not valid.` };
  }
  const report = parsed.data;
  const errors = scrubbedErrors(report);
  const now = deps.now();
  const expiresAt = Timestamp.fromMillis(now.getTime() + FIELD_REPORT_RETENTION_DAYS * 86_400_000);
  const allowed = await deps.db.runTransaction(async (transaction) => {
    const limit = await consumeRateLimit(
      transaction,
      rateLimitRef(deps.db, `field-report:${ipHash}`),
      now,
      deps.rateLimit ?? FIELD_REPORT_RATE_LIMIT,
    );
    if (!limit.allowed) return false;
    const context = {
      route: report.route,
      release: report.release,
      connection: report.connection ?? null,
      deviceMemory: report.deviceMemory ?? null,
      appLoaded: report.appLoaded,
      installed: report.installed,
    };
    if (report.metrics.length > 0) {
      transaction.create(deps.db.collection(WEB_VITALS).doc(), {
        ...context,
        // One field per metric, so a query can read p75 of one metric per route.
        ...Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.value])),
        ratings: Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.rating])),
        inpTarget: report.metrics.find((metric) => metric.name === 'INP')?.target ?? null,
        receivedAt: Timestamp.fromDate(now),
        expiresAt,
      });
    }
    for (const [id, error] of errors) {
      transaction.set(
        deps.db.collection(FIELD_ERRORS).doc(id),
        {
          release: report.release,
          route: report.route,
          source: error.source,
          message: error.message,
          count: FieldValue.increment(error.count),
          lastSeenAt: Timestamp.fromDate(now),
          expiresAt,
        },
        { merge: true },
      );
    }
    return true;
  });
  if (!allowed) return { status: 429, text: 'Too many reports from this address; try later.' };
  return { status: 204 };
}
