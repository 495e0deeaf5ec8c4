// How fast leads get their first answer, in business time: the inbox shows it, the digest mails it.
// Imports only business-hours.ts, so the inbox bundles it without the field reports' rules.
import { businessMinutesBetween } from './business-hours.js';
import type { Lead } from './lead-record.js';

const DAY_MS = 24 * 60 * 60_000;

/** The median first response covers the leads that arrived in this many days. */
export const MEDIAN_WINDOW_DAYS = 30;

/** A median in business minutes, and how many times it is of; null for none. */
export interface MedianMinutes {
  minutes: number;
  count: number;
}

function median(times: number[]): MedianMinutes | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const minutes =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { minutes, count: sorted.length };
}

/**
 * The median first response, in business minutes, of the leads that arrived in the last 30 days and
 * were answered, and how many that is; null when none was. The inbox shows it, the digest mails it.
 */
export function medianFirstResponse(
  leads: readonly Pick<Lead, 'createdAt' | 'firstResponse'>[],
  now: Date,
): MedianMinutes | null {
  const since = now.getTime() - MEDIAN_WINDOW_DAYS * DAY_MS;
  return median(
    leads.flatMap(({ createdAt, firstResponse }) =>
      createdAt && firstResponse && createdAt.getTime() >= since
        ? [businessMinutesBetween(createdAt, firstResponse.at)]
        : [],
    ),
  );
}

/**
 * The median answer time over every turn of the conversation, in business minutes: from each time the
 * prospect wrote with the firm's word last (the first message, then each answer that opened a turn)
 * to the firm's next answer, for the turns opened in the last 30 days and answered. The first turn's
 * is the first response; the later ones show whether the firm keeps answering as fast.
 */
export function medianAnswerTime(
  leads: readonly Pick<Lead, 'turns'>[],
  now: Date,
): MedianMinutes | null {
  const since = now.getTime() - MEDIAN_WINDOW_DAYS * DAY_MS;
  return median(
    leads.flatMap(({ turns }) =>
      turns.flatMap(({ askedAt, answeredAt }) =>
        answeredAt && askedAt.getTime() >= since
          ? [businessMinutesBetween(askedAt, answeredAt)]
          : [],
      ),
    ),
  );
}
