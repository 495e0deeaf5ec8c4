// The ledger of one e-mail kept on the document it is about: its state and attempts in the fields a
// table names (the contract's MAIL_STATE_FIELDS for a lead's, BOOKING_MAIL_FIELDS for a booking's). These
// transactions are the only way an attempt is taken or its outcome recorded, so racing claimants (a
// visitor's retry, overlapping sweeps, `npm run mail:retry`) send each e-mail at most once per attempt.
// It knows no lead and no booking: the owner reads its document (`read`) and composes the mail.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { MailOutcome, MailStateFields, StoredMail } from '@site/contract';
import type { MailRetryPolicy } from './retry-policy.js';

/** One e-mail's ledger: the document it is kept on, and which of its fields hold it. */
export interface MailLedger {
  ref: DocumentReference;
  fields: MailStateFields;
}

/** Who asks to attempt a stored e-mail again. */
export type MailClaimant =
  /** The visitor re-sent the same request: a failed e-mail is attempted at once. */
  | 'visitor'
  /** Someone asked for a retry now (`npm run mail:retry`): a failed e-mail is attempted at once. */
  | 'operator'
  /** The scheduled sweep: a failed e-mail only once its `nextAttemptAt` has come. */
  | 'sweep';

export type MailClaim<Record> =
  /** This caller now owns attempt number `attempt`; `record` is the document, decoded, to mail. */
  | { outcome: 'claimed'; record: Record; attempt: number }
  /** Every allowed attempt was used: the e-mail is now `mail_abandoned`. */
  | { outcome: 'abandoned'; attempts: number }
  /** Nothing to send now (sent, abandoned, under way, not due, no longer owed, or no document). */
  | { outcome: 'not-due'; state: string | null };

/** What the owner reads of its document: the record to mail, the e-mail's ledger, and whether it is still owed. */
export interface LedgerReading<Record> {
  record: Record;
  mail: StoredMail<string>;
  /** False when what the e-mail was about is gone (a cancelled booking's reminder): it becomes `not_owed`. */
  owed: boolean;
}

/** Written when the last allowed attempt was cut off and never reported an error. */
export const UNFINISHED_ATTEMPT_ERROR =
  'The last e-mail attempt did not finish (its instance stopped).';

/** Error texts can embed whole SMTP transcripts; the console needs the gist. */
export const MAIL_ERROR_MAX_LENGTH = 1000;

/**
 * Takes over the e-mail in `ledger`, atomically. Allowed when the last attempt failed (for the sweep:
 * and its `nextAttemptAt` has come), when an attempt never finished in time (its instance died), or
 * when a scheduled e-mail's time has come. An e-mail that has used every attempt becomes
 * `mail_abandoned` instead; one no longer owed becomes `not_owed`.
 */
export async function claimMail<Record>(
  db: Firestore,
  ledger: MailLedger,
  now: Date,
  claimant: MailClaimant,
  policy: Pick<MailRetryPolicy, 'maxAttempts' | 'staleAfterMs'>,
  read: (id: string, data: DocumentData) => LedgerReading<Record>,
): Promise<MailClaim<Record>> {
  const { ref, fields } = ledger;
  return db.runTransaction(async (transaction): Promise<MailClaim<Record>> => {
    const data = (await transaction.get(ref)).data();
    if (data === undefined) return { outcome: 'not-due', state: null };
    const { record, mail, owed } = read(ref.id, data);
    const nowMs = now.getTime();
    // Documents from before `nextAttemptAt` existed fall back to the attempt's start time.
    const unfinished =
      mail.state === 'received' &&
      (mail.nextAttemptAt?.getTime() ??
        (mail.attemptStartedAt?.getTime() ?? 0) + policy.staleAfterMs) <= nowMs;
    const failedAndDue =
      mail.state === 'mail_failed' &&
      (claimant !== 'sweep' || (mail.nextAttemptAt?.getTime() ?? 0) <= nowMs);
    // A scheduled e-mail (a reminder) goes at its time, whoever asks.
    const scheduledAndDue =
      mail.state === 'scheduled' && (mail.nextAttemptAt?.getTime() ?? Infinity) <= nowMs;
    if (!unfinished && !failedAndDue && !scheduledAndDue) {
      return { outcome: 'not-due', state: mail.state };
    }
    if (!owed) {
      transaction.update(ref, {
        [fields.state]: 'not_owed',
        [fields.nextAttemptAt]: FieldValue.delete(),
      });
      return { outcome: 'not-due', state: 'not_owed' };
    }
    if (mail.attempts >= policy.maxAttempts) {
      transaction.update(ref, {
        [fields.state]: 'mail_abandoned',
        [fields.abandonedAt]: FieldValue.serverTimestamp(),
        [fields.nextAttemptAt]: FieldValue.delete(),
        ...(unfinished ? { [fields.lastError]: UNFINISHED_ATTEMPT_ERROR } : {}),
      });
      return { outcome: 'abandoned', attempts: mail.attempts };
    }
    transaction.update(ref, {
      [fields.state]: 'received',
      [fields.attempts]: FieldValue.increment(1),
      [fields.attemptStartedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: new Date(nowMs + policy.staleAfterMs),
    });
    return { outcome: 'claimed', record, attempt: mail.attempts + 1 };
  });
}

/** Records that the SMTP server accepted the e-mail. */
export async function markMailSent(ledger: MailLedger, smtpMessageId: string): Promise<void> {
  const { ref, fields } = ledger;
  // The last error stays: after an outage it tells the admin why this one went out late.
  await ref.update({
    [fields.state]: 'sent',
    [fields.sentAt]: FieldValue.serverTimestamp(),
    [fields.smtpMessageId]: smtpMessageId,
    [fields.nextAttemptAt]: FieldValue.delete(),
  });
}

/**
 * Records a failed attempt: `mail_failed` with the time the sweep may try again, or
 * `mail_abandoned` when that was the last allowed attempt (`retryAt` null). Returns the state written.
 */
export async function markMailFailed(
  ledger: MailLedger,
  errorMessage: string,
  retryAt: Date | null,
): Promise<Exclude<MailOutcome, 'sent'>> {
  const { ref, fields } = ledger;
  const common = {
    [fields.lastError]: errorMessage.slice(0, MAIL_ERROR_MAX_LENGTH),
    [fields.failedAt]: FieldValue.serverTimestamp(),
  };
  if (retryAt === null) {
    await ref.update({
      ...common,
      [fields.state]: 'mail_abandoned',
      [fields.abandonedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: FieldValue.delete(),
    });
    return 'mail_abandoned';
  }
  await ref.update({ ...common, [fields.state]: 'mail_failed', [fields.nextAttemptAt]: retryAt });
  return 'mail_failed';
}
