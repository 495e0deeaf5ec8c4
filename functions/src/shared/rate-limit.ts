// rateLimits/{ipHash}: a fixed window per caller, counted inside a transaction so concurrent
// requests from one address cannot both take the last slot.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { RATE_LIMIT_WINDOW_MS } from '@site/contract';
import { RATE_LIMITS } from './firestore.js';

export interface RateLimitPolicy {
  maxRequests: number;
  windowMs: number;
}

/** Five messages per ten minutes: plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT: RateLimitPolicy = {
  maxRequests: 5,
  windowMs: RATE_LIMIT_WINDOW_MS,
};

/** What a rate-limited visitor is told: the contact form's entry points and the conversation page. */
export const RATE_LIMITED_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes and try again, or e-mail us directly.';

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests counted in the current window, including this one when allowed. */
  count: number;
}

export function rateLimitRef(db: Firestore, key: string): DocumentReference {
  return db.collection(RATE_LIMITS).doc(key);
}

/**
 * Counts one request against the counter at `ref`, within `transaction`, and says whether it is
 * within the policy; a refused request is not counted. `expiresAt` is the end of the window: a
 * Firestore TTL policy on that field deletes old counters (within about a day; the window check
 * here never relies on the deletion). Reads before it writes, so callers may read more first.
 */
export async function consumeRateLimit(
  transaction: Transaction,
  ref: DocumentReference,
  now: Date,
  policy: RateLimitPolicy = CONTACT_RATE_LIMIT,
): Promise<RateLimitDecision> {
  const data = (await transaction.get(ref)).data();
  const windowStartedAt: unknown = data?.windowStartedAt;
  const count = typeof data?.count === 'number' ? data.count : 0;
  const windowIsOpen =
    windowStartedAt instanceof Timestamp &&
    now.getTime() - windowStartedAt.toMillis() < policy.windowMs;
  if (!windowIsOpen) {
    transaction.set(ref, {
      count: 1,
      windowStartedAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + policy.windowMs),
    });
    return { allowed: true, count: 1 };
  }
  if (count >= policy.maxRequests) {
    return { allowed: false, count };
  }
  transaction.update(ref, { count: count + 1 });
  return { allowed: true, count: count + 1 };
}
