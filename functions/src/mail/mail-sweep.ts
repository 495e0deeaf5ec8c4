// The mail sweep, for every e-mail kept in a ledger (mail-ledger.ts), whatever it is about: it finds
// the ones due (failed and due again, an attempt that never finished, a scheduled one whose time has
// come), has each owner claim and send its own (`SweptMail.retry`), five at a time within a claim
// window, and logs one summary. Each owner lists its e-mails (the lead's in leads/lead-mail-sweep.ts,
// the booking's in booking/booking-mail-sweep.ts); one schedule sweeps them all (firm/mail-sweep-schedule.ts).
import type { Firestore } from 'firebase-admin/firestore';
import type { MailOutcome, MailStateFields } from '@site/contract';
import { functionsLog, type Log } from '../shared/log.js';
import type { MailClaimant } from './mail-ledger.js';

export interface SweepLimits {
  /** Most e-mails one sweep looks at; the rest wait for the next sweep. */
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

/** What one retry came to: an attempt's outcome, or no attempt (given up on, or not due any more). */
export type RetryOutcome = MailOutcome | 'abandoned' | 'not-due';

/** One kind of e-mail, on one collection, that the sweep looks after. */
export interface SweptMail {
  /** How the logs name it: "Contact e-mail", "Booking invitation". */
  name: string;
  collection: string;
  fields: MailStateFields;
  /** Whether it can be `scheduled` (a reminder), so the sweep looks for those whose time has come. */
  scheduled?: boolean;
  /** Claims document `id`'s e-mail (mail-ledger.ts's claimMail) and, when claimed, sends it. */
  retry: (id: string, claimant: MailClaimant, now: Date) => Promise<RetryOutcome>;
}

export interface MailSweepDependencies {
  db: Firestore;
  now: () => Date;
  limits?: Partial<SweepLimits>;
  /**
   * Retry every `mail_failed` e-mail now, whatever its `nextAttemptAt` (`npm run mail:retry`:
   * someone knows the mail server is back). Attempts under way, and scheduled e-mails not yet due,
   * are still left alone.
   */
  ignoreBackoff?: boolean;
  /** firebase-functions' logger unless given. */
  log?: Log;
}

export interface SweepSummary {
  /** E-mails the queries found due (a document can owe several: a lead its notification and acknowledgement). */
  due: number;
  sent: number;
  /** Failed again; retried later (`mail_failed` with a later `nextAttemptAt`). */
  failed: number;
  /** Out of attempts: now `mail_abandoned`. */
  abandoned: number;
  /** Claimed by someone else first (another sweep, a visitor's retry), no longer due or owed. */
  skipped: number;
  /** Not started because the claim window closed; the next sweep takes them. */
  deferred: number;
  /** Unexpected errors (e.g. Firestore unavailable) for single e-mails; logged one by one. */
  errors: number;
  /** Ids of the documents (a lead's message id, a booking's id) one of whose e-mails this sweep gave up on. */
  abandonedMessageIds: string[];
  durationMs: number;
}

/**
 * Ids of the documents whose e-mail `mail` is in `state` and whose next attempt has come (any, with
 * `dueBy` null), oldest first. Each needs the composite index (state field, next-attempt field) in
 * firestore.indexes.json.
 */
async function dueIds(
  db: Firestore,
  mail: SweptMail,
  state: string,
  dueBy: Date | null,
  limit: number,
): Promise<string[]> {
  let query = db.collection(mail.collection).where(mail.fields.state, '==', state);
  if (dueBy !== null) query = query.where(mail.fields.nextAttemptAt, '<=', dueBy);
  const snapshot = await query.orderBy(mail.fields.nextAttemptAt).limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** One e-mail owed: which kind, and which document's. */
interface DueMail {
  mail: SweptMail;
  id: string;
}

/** Sweeps `mails`, in their order (the first come first within a batch): see the module comment. */
export async function sweepMail(
  mails: readonly SweptMail[],
  deps: MailSweepDependencies,
): Promise<SweepSummary> {
  const limits = { ...SWEEP_LIMITS, ...deps.limits };
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
  const claimant: MailClaimant = deps.ignoreBackoff === true ? 'operator' : 'sweep';
  const found = await Promise.all(
    mails.map(async (mail): Promise<DueMail[]> => {
      const [failed, unfinished, scheduled] = await Promise.all([
        dueIds(deps.db, mail, 'mail_failed', claimant === 'sweep' ? now : null, limits.batchSize),
        // `received` past its next attempt time: an attempt that never finished (its instance died).
        dueIds(deps.db, mail, 'received', now, limits.batchSize),
        mail.scheduled ? dueIds(deps.db, mail, 'scheduled', now, limits.batchSize) : [],
      ]);
      return [...unfinished, ...failed, ...scheduled].map((id) => ({ mail, id }));
    }),
  );
  const dueMails = found.flat().slice(0, limits.batchSize);
  summary.due = dueMails.length;

  const retry = async ({ mail, id }: DueMail) => {
    // The claim re-reads the document in a transaction: the query's copy may be out of date.
    const outcome = await mail.retry(id, claimant, deps.now());
    if (outcome === 'not-due') summary.skipped += 1;
    else if (outcome === 'sent') summary.sent += 1;
    else if (outcome === 'mail_failed') summary.failed += 1;
    else {
      if (outcome === 'abandoned') {
        log.error(
          `${mail.name} attempt never finished and none are left; stored with status mail_abandoned.`,
          { id, collection: mail.collection },
        );
      }
      summary.abandoned += 1;
      summary.abandonedMessageIds.push(id);
    }
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
        log.error('Mail sweep could not retry an e-mail.', {
          id: due.id,
          mail: due.mail.name,
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
