// The retry sweep: finds messages whose e-mail failed (and is due again) or whose attempt never
// finished, claims each with the same transaction as a visitor's retry, and mails it. A plain
// function of its dependencies; mail-sweep-schedule.ts runs it every 10 minutes, `npm run mail:retry`
// and `npm start` run it against the local stack.
import { Timestamp } from 'firebase-admin/firestore';
import { claimMailAttempt } from './contact-store.js';
import type { ContactStatus } from './contact-store.js';
import { deliverContactMail, functionsLog, MAIL_RETRY_POLICY } from './mail-delivery.js';
import type { MailDeliveryDependencies } from './mail-delivery.js';
import { CONTACT_MESSAGES } from '@site/contact-contract';

export interface SweepLimits {
  /** Most messages one sweep looks at; the rest wait for the next sweep. */
  batchSize: number;
  /** E-mail attempts under way at once. */
  concurrency: number;
  /**
   * No attempt starts later than this after the sweep began, so the ones under way finish inside
   * the function's timeout (CONTACT_TIMEOUT_SECONDS; one attempt's SMTP timeouts add up to at most
   * about 35 s, see mailer.ts); the rest wait for the next sweep.
   */
  claimWindowMs: number;
}

export const SWEEP_LIMITS: SweepLimits = { batchSize: 100, concurrency: 5, claimWindowMs: 20_000 };

export interface SweepDependencies extends MailDeliveryDependencies {
  limits?: Partial<SweepLimits>;
  /**
   * Retry every `mail_failed` message now, whatever its `nextAttemptAt` (`npm run mail:retry`:
   * someone knows the mail server is back). Attempts under way are still left alone.
   */
  ignoreBackoff?: boolean;
}

export interface SweepSummary {
  /** Messages the query found due. */
  due: number;
  sent: number;
  /** Failed again; retried later (`mail_failed` with a later `nextAttemptAt`). */
  failed: number;
  /** Out of attempts: now `mail_abandoned`. */
  abandoned: number;
  /** Claimed by someone else first (another sweep, a visitor's retry), or no longer due. */
  skipped: number;
  /** Not started because the claim window closed; the next sweep takes them. */
  deferred: number;
  /** Unexpected errors (e.g. Firestore unavailable) for single messages; logged one by one. */
  errors: number;
  abandonedMessageIds: string[];
  durationMs: number;
}

/**
 * Ids of messages in `status` whose `nextAttemptAt` has come (any, with `dueBy` null), oldest
 * first. Needs the composite index (status, nextAttemptAt) in firestore.indexes.json.
 */
async function dueMessageIds(
  db: SweepDependencies['db'],
  status: ContactStatus,
  dueBy: Date | null,
  limit: number,
): Promise<string[]> {
  let query = db.collection(CONTACT_MESSAGES).where('status', '==', status);
  if (dueBy !== null) {
    query = query.where('nextAttemptAt', '<=', Timestamp.fromDate(dueBy));
  }
  const snapshot = await query.orderBy('nextAttemptAt').limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

export async function sweepUndeliveredMail(deps: SweepDependencies): Promise<SweepSummary> {
  const limits = { ...SWEEP_LIMITS, ...deps.limits };
  const policy = deps.retryPolicy ?? MAIL_RETRY_POLICY;
  const log = deps.log ?? functionsLog;
  const startedMs = performance.now();
  const summary: SweepSummary = {
    due: 0,
    sent: 0,
    failed: 0,
    abandoned: 0,
    skipped: 0,
    deferred: 0,
    errors: 0,
    abandonedMessageIds: [],
    durationMs: 0,
  };

  const now = deps.now();
  const claimant = deps.ignoreBackoff === true ? 'operator' : 'sweep';
  const [failed, unfinished] = await Promise.all([
    dueMessageIds(deps.db, 'mail_failed', claimant === 'sweep' ? now : null, limits.batchSize),
    // `received` past its `nextAttemptAt`: an attempt that never finished (its instance died).
    dueMessageIds(deps.db, 'received', now, limits.batchSize),
  ]);
  const messageIds = [...unfinished, ...failed].slice(0, limits.batchSize);
  summary.due = messageIds.length;

  const abandon = (messageId: string) => {
    summary.abandoned += 1;
    summary.abandonedMessageIds.push(messageId);
  };

  const retry = async (messageId: string) => {
    // The claim re-reads the document in a transaction: the query's copy may be out of date.
    const claim = await claimMailAttempt(deps.db, messageId, deps.now(), claimant, policy);
    if (claim.outcome === 'not-due') {
      summary.skipped += 1;
      return;
    }
    if (claim.outcome === 'abandoned') {
      log.error(
        'Contact e-mail attempt never finished and none are left; stored with status mail_abandoned.',
        {
          messageId,
          attempts: claim.attempts,
        },
      );
      abandon(messageId);
      return;
    }
    const status = await deliverContactMail(messageId, claim.message, claim.attempt, deps);
    if (status === 'sent') summary.sent += 1;
    else if (status === 'mail_failed') summary.failed += 1;
    else abandon(messageId);
  };

  let next = 0;
  const worker = async () => {
    while (next < messageIds.length) {
      const messageId = messageIds[next++] as string;
      if (performance.now() - startedMs > limits.claimWindowMs) {
        summary.deferred += 1;
        continue;
      }
      try {
        await retry(messageId);
      } catch (error) {
        summary.errors += 1;
        log.error('Mail sweep could not retry a message.', {
          messageId,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limits.concurrency) }, worker));

  summary.durationMs = Math.round(performance.now() - startedMs);
  (summary.abandoned > 0 || summary.errors > 0 ? log.error : log.info)('Mail sweep finished.', {
    ...summary,
  });
  return summary;
}
