import {
  businessMinutesBetween,
  FIRST_RESPONSE_TARGET_MINUTES,
  formatBusinessDuration,
  RESPONSE_CHANNEL_LABELS,
} from '@site/contact-contract';
import type { InboxMessage } from './triage';

// How fast leads are answered, in the firm's business time (its Lagos hours and public holidays):
// what the inbox shows on each lead and above the list.

/** A lead still waiting for its first answer: new, and never answered. Closed and spam wait for nothing. */
export function isWaiting(message: InboxMessage): boolean {
  // `!firstResponseAt`: a copy saved offline before the stamp existed has no such field.
  return message.triage === 'new' && !message.firstResponseAt && message.createdAt !== null;
}

/** Business minutes a waiting lead has waited at `now`; null for one that is not waiting. */
export function waitingMinutes(message: InboxMessage, now: Date): number | null {
  return isWaiting(message) && message.createdAt
    ? businessMinutesBetween(new Date(message.createdAt), now)
    : null;
}

/** Past the first-response target: the inbox marks it, and the escalation has alerted the admins. */
export function isOverdue(message: InboxMessage, now: Date): boolean {
  return (waitingMinutes(message, now) ?? 0) > FIRST_RESPONSE_TARGET_MINUTES;
}

/** Business minutes from arrival to the first answer; null while unanswered. */
export function firstResponseMinutes(message: InboxMessage): number | null {
  return message.createdAt && message.firstResponseAt
    ? businessMinutesBetween(new Date(message.createdAt), new Date(message.firstResponseAt))
    : null;
}

/** "Waiting 1 h 20 min", "Answered by WhatsApp after 12 min": a lead's response time in words. */
export function describeResponseTime(message: InboxMessage, now: Date): string | null {
  const waited = waitingMinutes(message, now);
  if (waited !== null) return `Waiting ${formatBusinessDuration(waited)}`;
  const answered = firstResponseMinutes(message);
  if (answered === null) return null;
  const channel = message.firstResponseChannel
    ? ` by ${RESPONSE_CHANNEL_LABELS[message.firstResponseChannel]}`
    : '';
  return `Answered${channel} after ${formatBusinessDuration(answered)}`;
}

export const MEDIAN_WINDOW_DAYS = 30;

/**
 * The median first response of the leads that arrived in the last 30 days and were answered, in
 * business minutes, and how many that is; null when none was.
 */
export function medianFirstResponse(
  messages: readonly InboxMessage[],
  now: Date,
): { minutes: number; count: number } | null {
  const since = now.getTime() - MEDIAN_WINDOW_DAYS * 24 * 60 * 60_000;
  const times = messages
    .filter((message) => message.createdAt && Date.parse(message.createdAt) >= since)
    .map(firstResponseMinutes)
    .filter((minutes): minutes is number => minutes !== null)
    .sort((a, b) => a - b);
  if (times.length === 0) return null;
  const middle = Math.floor(times.length / 2);
  const minutes =
    times.length % 2 === 1 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
  return { minutes, count: times.length };
}
