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

/** A counter as read in a transaction: what counting one more request would write, if allowed. */
interface ReadCounter {
  decision: RateLimitDecision;
  write: (transaction: Transaction) => void;
}

async function readCounter(
  transaction: Transaction,
  ref: DocumentReference,
  now: Date,
  policy: RateLimitPolicy,
): Promise<ReadCounter> {
  const data = (await transaction.get(ref)).data();
  const windowStartedAt: unknown = data?.windowStartedAt;
  const count = typeof data?.count === 'number' ? data.count : 0;
  const windowIsOpen =
    windowStartedAt instanceof Timestamp &&
    now.getTime() - windowStartedAt.toMillis() < policy.windowMs;
  if (!windowIsOpen) {
    return {
      decision: { allowed: true, count: 1 },
      write: (writing) =>
        writing.set(ref, {
          count: 1,
          windowStartedAt: Timestamp.fromDate(now),
          expiresAt: Timestamp.fromMillis(now.getTime() + policy.windowMs),
        }),
    };
  }
  if (count >= policy.maxRequests) return { decision: { allowed: false, count }, write: () => {} };
  return {
    decision: { allowed: true, count: count + 1 },
    write: (writing) => writing.update(ref, { count: count + 1 }),
  };
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
  const counter = await readCounter(transaction, ref, now, policy);
  counter.write(transaction);
  return counter.decision;
}

/**
 * Counts one request against every counter in `limits` at once, within `transaction`: allowed only if
 * each allows it, and then counted by each; refused, by none. Reads them all before it writes.
 */
export async function consumeRateLimits(
  transaction: Transaction,
  limits: readonly { ref: DocumentReference; policy: RateLimitPolicy }[],
  now: Date,
): Promise<boolean> {
  const counters = await Promise.all(
    limits.map(({ ref, policy }) => readCounter(transaction, ref, now, policy)),
  );
  if (!counters.every((counter) => counter.decision.allowed)) return false;
  for (const counter of counters) counter.write(transaction);
  return true;
}
