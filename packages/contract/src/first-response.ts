// How fast leads get their first answer, in business time: the inbox shows it, the digest mails it.
// Imports only business-hours.ts, so the inbox bundles it without the field reports' rules.
import { businessMinutesBetween } from './business-hours.js';
import type { Lead } from './lead-record.js';

const DAY_MS = 24 * 60 * 60_000;

/** The median first response covers the leads that arrived in this many days. */
export const MEDIAN_WINDOW_DAYS = 30;

/**
 * The median first response, in business minutes, of the leads that arrived in the last 30 days and
 * were answered, and how many that is; null when none was. The inbox shows it, the digest mails it.
 */
export function medianFirstResponse(
  leads: readonly Pick<Lead, 'createdAt' | 'firstResponse'>[],
  now: Date,
): { minutes: number; count: number } | null {
  const since = now.getTime() - MEDIAN_WINDOW_DAYS * DAY_MS;
  const times = leads
    .flatMap(({ createdAt, firstResponse }) =>
      createdAt && firstResponse && createdAt.getTime() >= since
        ? [businessMinutesBetween(createdAt, firstResponse.at)]
        : [],
    )
    .sort((a, b) => a - b);
  if (times.length === 0) return null;
  const middle = Math.floor(times.length / 2);
  const minutes =
    times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  return { minutes, count: times.length };
}
