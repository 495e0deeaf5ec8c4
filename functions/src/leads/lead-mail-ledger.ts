// Each e-mail a lead owes (the firm's notification, the prospect's acknowledgement) keeps its state and
// attempts on the lead's document (the contract's MAIL_STATE_FIELDS). These transactions are the only
// way an attempt is taken or its outcome recorded, so racing claimants (a visitor's retry, overlapping
// sweeps, `npm run mail:retry`) send each e-mail at most once per attempt.
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import {
  MAIL_STATE_FIELDS,
  type Lead,
  type LeadMailKind,
  type MailOutcome,
  type MailState,
} from '@site/contract';
import type { MailRetryPolicy } from '../mail/retry-policy.js';
import { leadRef, readLeadIn } from './lead-store.js';

/** Who asks to attempt a stored lead's e-mail again. */
export type MailClaimant =
  /** The visitor re-sent the same message: a failed e-mail is attempted at once. */
  | 'visitor'
  /** Someone asked for a retry now (`npm run mail:retry`): a failed e-mail is attempted at once. */
  | 'operator'
  /** The scheduled sweep: a failed e-mail only once its `nextAttemptAt` has come. */
  | 'sweep';

export type MailClaim =
  /** This caller now owns attempt number `attempt`; `lead` is the stored lead to mail. */
  | { outcome: 'claimed'; lead: Lead; attempt: number }
  /** Every allowed attempt was used: the e-mail is now `mail_abandoned`. */
  | { outcome: 'abandoned'; attempts: number }
  /** Nothing to send now (sent, abandoned, an attempt under way, a retry not due, or no lead). */
  | { outcome: 'not-due'; state: MailState | null };

/** Written when the last allowed attempt was cut off and never reported an error. */
export const UNFINISHED_ATTEMPT_ERROR =
  'The last e-mail attempt did not finish (its instance stopped).';

/** Error texts can embed whole SMTP transcripts; the console needs the gist. */
export const MAIL_ERROR_MAX_LENGTH = 1000;

/**
 * Takes over e-mail `kind` of an existing lead, atomically. Allowed when the last attempt failed (for
 * the sweep: and its `nextAttemptAt` has come), or when an attempt never finished in time (its
 * instance died). An e-mail that has used every attempt becomes `mail_abandoned` instead.
 */
export async function claimLeadMail(
  db: Firestore,
  messageId: string,
  now: Date,
  claimant: MailClaimant,
  policy: Pick<MailRetryPolicy, 'maxAttempts' | 'staleAfterMs'>,
  kind: LeadMailKind = 'notification',
): Promise<MailClaim> {
  const ref = leadRef(db, messageId);
  const fields = MAIL_STATE_FIELDS[kind];
  return db.runTransaction(async (transaction): Promise<MailClaim> => {
    const lead = await readLeadIn(transaction, ref);
    if (lead === undefined) return { outcome: 'not-due', state: null };
    const mail = lead.mail[kind];
    const nowMs = now.getTime();
    // Leads from before `nextAttemptAt` existed fall back to the attempt's start time.
    const unfinished =
      mail.state === 'received' &&
      (mail.nextAttemptAt?.getTime() ??
        (mail.attemptStartedAt?.getTime() ?? 0) + policy.staleAfterMs) <= nowMs;
    const failedAndDue =
      mail.state === 'mail_failed' &&
      (claimant !== 'sweep' || (mail.nextAttemptAt?.getTime() ?? 0) <= nowMs);
    if (!unfinished && !failedAndDue) return { outcome: 'not-due', state: mail.state };
    if (mail.attempts >= policy.maxAttempts) {
      transaction.update(ref, {
        [fields.state]: 'mail_abandoned' satisfies MailState,
        [fields.abandonedAt]: FieldValue.serverTimestamp(),
        [fields.nextAttemptAt]: FieldValue.delete(),
        ...(unfinished ? { [fields.lastError]: UNFINISHED_ATTEMPT_ERROR } : {}),
      });
      return { outcome: 'abandoned', attempts: mail.attempts };
    }
    transaction.update(ref, {
      [fields.state]: 'received' satisfies MailState,
      [fields.attempts]: FieldValue.increment(1),
      [fields.attemptStartedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: new Date(nowMs + policy.staleAfterMs),
    });
    return { outcome: 'claimed', lead, attempt: mail.attempts + 1 };
  });
}

export async function markLeadMailSent(
  db: Firestore,
  messageId: string,
  smtpMessageId: string,
  kind: LeadMailKind = 'notification',
): Promise<void> {
  const fields = MAIL_STATE_FIELDS[kind];
  // The last error stays: after an outage it tells the admin why this one went out late.
  await leadRef(db, messageId).update({
    [fields.state]: 'sent' satisfies MailState,
    [fields.sentAt]: FieldValue.serverTimestamp(),
    [fields.smtpMessageId]: smtpMessageId,
    [fields.nextAttemptAt]: FieldValue.delete(),
  });
}

/**
 * Records a failed attempt: `mail_failed` with the time the sweep may try again, or
 * `mail_abandoned` when that was the last allowed attempt (`retryAt` null). Returns the state written.
 */
export async function markLeadMailFailed(
  db: Firestore,
  messageId: string,
  errorMessage: string,
  retryAt: Date | null,
  kind: LeadMailKind = 'notification',
): Promise<Exclude<MailOutcome, 'sent'>> {
  const fields = MAIL_STATE_FIELDS[kind];
  const common = {
    [fields.lastError]: errorMessage.slice(0, MAIL_ERROR_MAX_LENGTH),
    [fields.failedAt]: FieldValue.serverTimestamp(),
  };
  if (retryAt === null) {
    await leadRef(db, messageId).update({
      ...common,
      [fields.state]: 'mail_abandoned' satisfies MailState,
      [fields.abandonedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: FieldValue.delete(),
    });
    return 'mail_abandoned';
  }
  await leadRef(db, messageId).update({
    ...common,
    [fields.state]: 'mail_failed' satisfies MailState,
    [fields.nextAttemptAt]: retryAt,
  });
  return 'mail_failed';
}
