import {
  businessMinutesBetween,
  FIRST_RESPONSE_TARGET_MINUTES,
  formatBusinessDuration,
  medianFirstResponse,
  RESPONSE_CHANNEL_LABELS,
} from '@site/contract';
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

/** Business minutes from arrival to the first answer; null while unanswered. */
export function firstResponseMinutes(message: InboxMessage): number | null {
  return message.createdAt && message.firstResponseAt
    ? businessMinutesBetween(new Date(message.createdAt), new Date(message.firstResponseAt))
    : null;
}

/**
 * A lead's response time, counted once: in words ("Waiting 1 h 20 min", "Answered by WhatsApp after
 * 12 min"), and whether it is waiting past the first-response target (the inbox marks it, and the
 * escalation has alerted the admins). Null for a lead neither waiting nor answered.
 */
export function responseTime(
  message: InboxMessage,
  now: Date,
): { text: string; overdue: boolean } | null {
  const waited = waitingMinutes(message, now);
  if (waited !== null) {
    return {
      text: `Waiting ${formatBusinessDuration(waited)}`,
      overdue: waited > FIRST_RESPONSE_TARGET_MINUTES,
    };
  }
  const answered = firstResponseMinutes(message);
  if (answered === null) return null;
  const channel = message.firstResponseChannel
    ? ` by ${RESPONSE_CHANNEL_LABELS[message.firstResponseChannel]}`
    : '';
  return { text: `Answered${channel} after ${formatBusinessDuration(answered)}`, overdue: false };
}

/** The contract's median first response (the digest mails the same), over the inbox's leads. */
export function inboxMedianFirstResponse(messages: readonly InboxMessage[], now: Date) {
  return medianFirstResponse(
    messages.flatMap((message) =>
      message.createdAt
        ? [
            {
              createdAt: new Date(message.createdAt),
              firstResponse: message.firstResponseAt
                ? { at: new Date(message.firstResponseAt), channel: null, by: null }
                : null,
            },
          ]
        : [],
    ),
    now,
  );
}
