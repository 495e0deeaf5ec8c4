// How often and how long a failed e-mail is tried again, whatever it is about.
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';

export interface MailRetryPolicy {
  maxAttempts: number;
  /** Wait after the first failed attempt; each later failure doubles it, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** An attempt older than this can no longer be running: its instance died. */
  staleAfterMs: number;
}

/**
 * 10 attempts, 5 min after the first failure, doubling up to 6 h: the last attempt comes about
 * 22.5 h after the first, so an SMTP outage of up to a day loses no notification, while a message
 * that can never be mailed (e.g. the provider refuses it) stops being retried within a day.
 */
export const MAIL_RETRY_POLICY: MailRetryPolicy = {
  maxAttempts: 10,
  firstRetryDelayMs: 5 * 60_000,
  maxRetryDelayMs: 6 * 60 * 60_000,
  staleAfterMs: STALE_MAIL_ATTEMPT_MS,
};

/** How long to wait after failed attempt number `attempt` (1-based) before the next one. */
export function retryDelayMs(attempt: number, policy: MailRetryPolicy): number {
  return Math.min(policy.firstRetryDelayMs * 2 ** (attempt - 1), policy.maxRetryDelayMs);
}

/** When the next attempt after failed attempt `attempt` may start at `now`; null when none is left. */
export function nextAttemptAfterFailure(
  attempt: number,
  now: Date,
  policy: MailRetryPolicy,
): Date | null {
  return attempt >= policy.maxAttempts
    ? null
    : new Date(now.getTime() + retryDelayMs(attempt, policy));
}
