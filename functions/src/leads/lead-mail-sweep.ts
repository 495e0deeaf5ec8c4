// The retry sweep: finds leads whose e-mail failed (and is due again) or whose attempt never
// finished, the firm's notification and the sender's acknowledgement alike, claims each with the
// same transaction as a visitor's retry, and mails it. A plain function of its dependencies;
// lead-mail-sweep-schedule.ts runs it every 10 minutes, `npm run mail:retry` and `npm start` run it
// against the local stack.
import {
  CONTACT_MESSAGES,
  LEAD_MAIL_KINDS,
  MAIL_STATE_FIELDS,
  type LeadMailKind,
  type MailState,
} from '@site/contract';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import { functionsLog } from '../shared/log.js';
import { deliverLeadMail, type LeadMailDependencies } from './lead-mail.js';
import { claimLeadMail } from './lead-mail-ledger.js';

export interface SweepLimits {
  /** Most messages one sweep looks at; the rest wait for the next sweep. */
  batchSize: number;
  /** E-mail attempts under way at once. */
  concurrency: number;
  /**
   * No attempt starts later than this after the sweep began, so the ones under way finish inside
   * the function's timeout (shared/timeouts.ts; one attempt's SMTP timeouts add up to at most
   * about 35 s, see mailer.ts); the rest wait for the next sweep.
   */
  claimWindowMs: number;
}

export const SWEEP_LIMITS: SweepLimits = { batchSize: 100, concurrency: 5, claimWindowMs: 20_000 };

export interface SweepDependencies extends LeadMailDependencies {
  limits?: Partial<SweepLimits>;
  /**
   * Retry every `mail_failed` message now, whatever its `nextAttemptAt` (`npm run mail:retry`:
   * someone knows the mail server is back). Attempts under way are still left alone.
   */
  ignoreBackoff?: boolean;
}

export interface SweepSummary {
  /** E-mails the queries found due (a message can owe two: the notification and the acknowledgement). */
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
  /** Messages one of whose e-mails this sweep gave up on. */
  abandonedMessageIds: string[];
  durationMs: number;
}

/**
 * Ids of messages whose e-mail `kind` is in `state` and whose next attempt has come (any, with
 * `dueBy` null), oldest first. Needs the composite indexes (status, nextAttemptAt) and (ackStatus,
 * ackNextAttemptAt) in firestore.indexes.json.
 */
async function dueMessageIds(
  db: SweepDependencies['db'],
  kind: LeadMailKind,
  state: MailState,
  dueBy: Date | null,
  limit: number,
): Promise<string[]> {
  const fields = MAIL_STATE_FIELDS[kind];
  let query = db.collection(CONTACT_MESSAGES).where(fields.state, '==', state);
  if (dueBy !== null) query = query.where(fields.nextAttemptAt, '<=', dueBy);
  const snapshot = await query.orderBy(fields.nextAttemptAt).limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** One e-mail owed: which message, and which of its two e-mails. */
interface DueMail {
  kind: LeadMailKind;
  messageId: string;
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
  const found = await Promise.all(
    LEAD_MAIL_KINDS.map(async (kind): Promise<DueMail[]> => {
      const [failed, unfinished] = await Promise.all([
        dueMessageIds(
          deps.db,
          kind,
          'mail_failed',
          claimant === 'sweep' ? now : null,
          limits.batchSize,
        ),
        // `received` past its next attempt time: an attempt that never finished (its instance died).
        dueMessageIds(deps.db, kind, 'received', now, limits.batchSize),
      ]);
      return [...unfinished, ...failed].map((messageId) => ({ kind, messageId }));
    }),
  );
  // The firm's notifications first: a lead matters more than its acknowledgement.
  const dueMails = found.flat().slice(0, limits.batchSize);
  summary.due = dueMails.length;

  const abandon = (messageId: string) => {
    summary.abandoned += 1;
    summary.abandonedMessageIds.push(messageId);
  };

  const retry = async ({ kind, messageId }: DueMail) => {
    // The claim re-reads the document in a transaction: the query's copy may be out of date.
    const claim = await claimLeadMail(deps.db, messageId, deps.now(), claimant, policy, kind);
    if (claim.outcome === 'not-due') {
      summary.skipped += 1;
      return;
    }
    if (claim.outcome === 'abandoned') {
      log.error(
        `${kind === 'notification' ? 'Contact' : 'Acknowledgement'} e-mail attempt never finished and none are left; stored with status mail_abandoned.`,
        { messageId, attempts: claim.attempts },
      );
      abandon(messageId);
      return;
    }
    const receivedAt = claim.lead.createdAt ?? deps.now();
    const state = await deliverLeadMail(kind, claim.lead, receivedAt, claim.attempt, deps);
    if (state === 'sent') summary.sent += 1;
    else if (state === 'mail_failed') summary.failed += 1;
    else abandon(messageId);
  };

  let next = 0;
  const worker = async () => {
    while (next < dueMails.length) {
      const due = dueMails[next++] as DueMail;
      if (performance.now() - startedMs > limits.claimWindowMs) {
        summary.deferred += 1;
        continue;
      }
      try {
        await retry(due);
      } catch (error) {
        summary.errors += 1;
        log.error('Mail sweep could not retry a message.', {
          messageId: due.messageId,
          kind: due.kind,
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
