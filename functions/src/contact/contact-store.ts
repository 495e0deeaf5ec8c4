// contactMessages/{messageId}: the durable record of every message, written before any e-mail is
// attempted, so an admin finds it in the Firebase console whatever happens to the mail.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type { AcknowledgementLimit } from './acknowledgement-limit.js';
import {
  DELIVERY_STATES,
  type DeliveryState,
  type TriageState,
  CONTACT_MESSAGE_RETENTION_MS,
  type ContactMessage,
  type LeadSource,
  CONTACT_MESSAGES,
  USER_AGENT_MAX_LENGTH,
} from '@site/contract';

/**
 * `received`: stored, an e-mail attempt is under way (or was cut off);
 * `sent`: the SMTP server accepted the e-mail; `mail_failed`: the last attempt failed (see
 * `lastMailError`), the retry sweep tries again at `nextAttemptAt`; `mail_abandoned`: every allowed
 * attempt failed, nothing retries it any more (see docs/operations.md).
 */
export type ContactStatus = DeliveryState;

/**
 * The two e-mails a message owes: the firm's notification (to sales) and the prospect's
 * acknowledgement. Each goes through the same states, attempts and retry sweep, recorded in fields
 * of its own on the message document.
 */
export type MailKind = 'notification' | 'acknowledgement';
export const MAIL_KINDS: readonly MailKind[] = ['notification', 'acknowledgement'];

/** Where one e-mail's delivery is recorded on the message document. */
export interface MailStateFields {
  status: string;
  attempts: string;
  attemptStartedAt: string;
  nextAttemptAt: string;
  lastError: string;
  failedAt: string;
  sentAt: string;
  smtpMessageId: string;
  abandonedAt: string;
}

export const MAIL_STATE_FIELDS: Record<MailKind, MailStateFields> = {
  // The notification's fields predate the acknowledgement, hence their plain names.
  notification: {
    status: 'status',
    attempts: 'mailAttempts',
    attemptStartedAt: 'mailAttemptStartedAt',
    nextAttemptAt: 'nextAttemptAt',
    lastError: 'lastMailError',
    failedAt: 'mailFailedAt',
    sentAt: 'sentAt',
    smtpMessageId: 'smtpMessageId',
    abandonedAt: 'abandonedAt',
  },
  acknowledgement: {
    status: 'ackStatus',
    attempts: 'ackAttempts',
    attemptStartedAt: 'ackAttemptStartedAt',
    nextAttemptAt: 'ackNextAttemptAt',
    lastError: 'ackLastError',
    failedAt: 'ackFailedAt',
    sentAt: 'ackSentAt',
    smtpMessageId: 'ackSmtpMessageId',
    abandonedAt: 'ackAbandonedAt',
  },
};

/**
 * An acknowledgement is owed only to the first message from an address in a day
 * (acknowledgement-limit.ts); the others are stored with this status and never mailed. Messages from
 * before acknowledgements have no `ackStatus`, which reads the same.
 */
export const NOT_OWED = 'not_owed';

/**
 * Where an admin has got with a message (the /admin inbox filters on it). The function writes `new`;
 * admins change it, with `note`, `assignedTo`, `updatedAt` and `updatedBy`, as firestore.rules allows.
 */
export type ContactTriage = TriageState;

export interface ContactMessageOrigin {
  uid: string | null;
  userAgent: string | null;
  ipHash: string;
  /** Path of the page the form was sent from, when the client said. */
  page: string | null;
  /** Where the visit came from (landing page, referring host, campaign tags), when the client said. */
  source: LeadSource | null;
}

/** One e-mail's delivery as stored; `status` null: none is owed. */
export interface MailState {
  status: ContactStatus | null;
  attempts: number;
  attemptStartedAt: Timestamp | null;
  nextAttemptAt: Timestamp | null;
}

/** The stored fields the function reads back (the document has more, see README). */
export interface StoredContactMessage extends ContactMessage {
  /** Server time the message was stored (null only in the transaction that creates it). */
  createdAt: Timestamp | null;
  mail: Record<MailKind, MailState>;
}

/** What storing a new message came to; see `createContactMessageOnce`. */
export type CreateOutcome =
  | { outcome: 'created'; acknowledge: boolean }
  | { outcome: 'exists'; existing: StoredContactMessage }
  | { outcome: 'refused' };

/** Error texts can embed whole SMTP transcripts; the console needs the gist. */
export const MAIL_ERROR_MAX_LENGTH = 1000;

export function contactMessageRef(db: Firestore, messageId: string): DocumentReference {
  return db.collection(CONTACT_MESSAGES).doc(messageId);
}

function toMailState(data: DocumentData, kind: MailKind): MailState {
  const fields = MAIL_STATE_FIELDS[kind];
  const status: unknown = data[fields.status];
  const attempts: unknown = data[fields.attempts];
  const attemptStartedAt: unknown = data[fields.attemptStartedAt];
  const nextAttemptAt: unknown = data[fields.nextAttemptAt];
  return {
    // Every message owes the notification: an unreadable status is taken as an attempt under way.
    status:
      DELIVERY_STATES.find((known) => known === status) ??
      (kind === 'notification' ? 'received' : null),
    attempts: typeof attempts === 'number' ? attempts : 0,
    attemptStartedAt: attemptStartedAt instanceof Timestamp ? attemptStartedAt : null,
    nextAttemptAt: nextAttemptAt instanceof Timestamp ? nextAttemptAt : null,
  };
}

export function toStoredMessage(data: DocumentData): StoredContactMessage {
  return {
    name: String(data.name),
    email: String(data.email),
    company: typeof data.company === 'string' ? data.company : null,
    phone: typeof data.phone === 'string' ? data.phone : null,
    subject: String(data.subject),
    message: String(data.message),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt : null,
    mail: {
      notification: toMailState(data, 'notification'),
      acknowledgement: toMailState(data, 'acknowledgement'),
    },
  };
}

/**
 * When the sweep may take over an attempt that starts at `now`: by then it has either finished
 * (and changed the status) or its instance died.
 */
function staleAt(now: Date, staleAfterMs: number): Timestamp {
  return Timestamp.fromMillis(now.getTime() + staleAfterMs);
}

/**
 * Creates `contactMessages/{messageId}` at most once, in one transaction with `admit` (the rate
 * limit), so a message that already exists is never counted or written again:
 * - the document exists (a retry, or a duplicate that won a race): answered from it, nothing written;
 * - `admit` says no: nothing written;
 * - otherwise `create()` with `status: 'received'`, `triage: 'new'` and server time. The creator
 *   owns the first e-mail attempt, hence `mailAttempts: 1`; `nextAttemptAt` is when the retry sweep
 *   may take it over if that attempt never finishes.
 * With `acknowledgementLimit` (the sender's address, see acknowledgement-limit.ts), the sender is
 * owed an acknowledgement unless that address had one in the last day; the creator owns its first
 * attempt too (`ackAttempts: 1`). Without it, none is owed.
 * Why not a bare `ref.create()` answered on ALREADY_EXISTS: over REST (`preferRest`) Firestore
 * reports ALREADY_EXISTS as HTTP 409, which firebase-admin cannot tell from ABORTED and retries for
 * about a minute (firebase/firebase-admin-node#2587). Inside the transaction a concurrent duplicate
 * instead aborts on contention, and its retry reads the winner's document.
 */
export async function createContactMessageOnce(
  db: Firestore,
  messageId: string,
  message: ContactMessage,
  origin: ContactMessageOrigin,
  admit: (transaction: Transaction) => Promise<boolean>,
  attempt: { now: Date; staleAfterMs: number },
  acknowledgementLimit?: AcknowledgementLimit,
): Promise<CreateOutcome> {
  const ref = contactMessageRef(db, messageId);
  return db.runTransaction(async (transaction): Promise<CreateOutcome> => {
    const data = (await transaction.get(ref)).data();
    if (data !== undefined) {
      return { outcome: 'exists', existing: toStoredMessage(data) };
    }
    // Every read before `admit`, which writes.
    const acknowledge =
      acknowledgementLimit !== undefined &&
      (await acknowledgementLimit.allows(transaction, attempt.now));
    if (!(await admit(transaction))) {
      return { outcome: 'refused' };
    }
    if (acknowledge) acknowledgementLimit.record(transaction, attempt.now);
    const firstAttempt = (kind: MailKind) => {
      const fields = MAIL_STATE_FIELDS[kind];
      return {
        [fields.status]: 'received' satisfies ContactStatus,
        [fields.attempts]: 1,
        [fields.attemptStartedAt]: FieldValue.serverTimestamp(),
        [fields.nextAttemptAt]: staleAt(attempt.now, attempt.staleAfterMs),
      };
    };
    transaction.create(ref, {
      ...message,
      triage: 'new' satisfies ContactTriage,
      createdAt: FieldValue.serverTimestamp(),
      uid: origin.uid,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      ipHash: origin.ipHash,
      page: origin.page,
      // Firestore refuses undefined values: absent tags are left out.
      source: origin.source && JSON.parse(JSON.stringify(origin.source)),
      ...firstAttempt('notification'),
      ...(acknowledge
        ? firstAttempt('acknowledgement')
        : { [MAIL_STATE_FIELDS.acknowledgement.status]: NOT_OWED }),
      // Deleted by the TTL policy on expireAt (firestore.indexes.json) once the retention period ends.
      expireAt: Timestamp.fromMillis(attempt.now.getTime() + CONTACT_MESSAGE_RETENTION_MS),
    });
    return { outcome: 'created', acknowledge };
  });
}

/** Who asks to attempt a stored message's e-mail again. */
export type MailClaimant =
  /** The visitor re-sent the same message: a failed e-mail is attempted at once. */
  | 'visitor'
  /** Someone asked for a retry now (`npm run mail:retry`): a failed e-mail is attempted at once. */
  | 'operator'
  /** The scheduled sweep: a failed e-mail only once its `nextAttemptAt` has come. */
  | 'sweep';

export type MailClaim =
  /** This caller now owns attempt number `attempt`; `message` is the stored text to send. */
  | { outcome: 'claimed'; message: StoredContactMessage; attempt: number }
  /** Every allowed attempt was used: the message is now `mail_abandoned`. */
  | { outcome: 'abandoned'; attempts: number }
  /** Nothing to send now (sent, abandoned, an attempt under way, a retry not due, or no document). */
  | { outcome: 'not-due'; status: ContactStatus | null };

export interface MailClaimPolicy {
  /** An attempt older than this can no longer be running: its instance died. */
  staleAfterMs: number;
  maxAttempts: number;
}

/** Written when the last allowed attempt was cut off and never reported an error. */
export const UNFINISHED_ATTEMPT_ERROR =
  'The last e-mail attempt did not finish (its instance stopped).';

/**
 * Takes over one e-mail of an existing message, atomically, so two claimants racing each other
 * (retries, overlapping sweeps, or both) send at most one e-mail. Allowed when the last attempt
 * failed (for the sweep: and its `nextAttemptAt` has come), or when an attempt never finished in
 * time (its instance died). A message that has used every attempt becomes `mail_abandoned` instead.
 */
export async function claimMailAttempt(
  db: Firestore,
  messageId: string,
  now: Date,
  claimant: MailClaimant,
  policy: MailClaimPolicy,
  kind: MailKind = 'notification',
): Promise<MailClaim> {
  const ref = contactMessageRef(db, messageId);
  const fields = MAIL_STATE_FIELDS[kind];
  return db.runTransaction(async (transaction): Promise<MailClaim> => {
    const data = (await transaction.get(ref)).data();
    if (data === undefined) {
      return { outcome: 'not-due', status: null };
    }
    const stored = toStoredMessage(data);
    const state = stored.mail[kind];
    const nowMs = now.getTime();
    // Documents from before `nextAttemptAt` existed fall back to the attempt's start time.
    const unfinished =
      state.status === 'received' &&
      (state.nextAttemptAt?.toMillis() ??
        (state.attemptStartedAt?.toMillis() ?? 0) + policy.staleAfterMs) <= nowMs;
    const failedAndDue =
      state.status === 'mail_failed' &&
      (claimant !== 'sweep' || (state.nextAttemptAt?.toMillis() ?? 0) <= nowMs);
    if (!unfinished && !failedAndDue) {
      return { outcome: 'not-due', status: state.status };
    }
    if (state.attempts >= policy.maxAttempts) {
      transaction.update(ref, {
        [fields.status]: 'mail_abandoned' satisfies ContactStatus,
        [fields.abandonedAt]: FieldValue.serverTimestamp(),
        [fields.nextAttemptAt]: FieldValue.delete(),
        ...(unfinished ? { [fields.lastError]: UNFINISHED_ATTEMPT_ERROR } : {}),
      });
      return { outcome: 'abandoned', attempts: state.attempts };
    }
    transaction.update(ref, {
      [fields.status]: 'received' satisfies ContactStatus,
      [fields.attempts]: FieldValue.increment(1),
      [fields.attemptStartedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: staleAt(now, policy.staleAfterMs),
    });
    return { outcome: 'claimed', message: stored, attempt: state.attempts + 1 };
  });
}

export async function markMailSent(
  db: Firestore,
  messageId: string,
  smtpMessageId: string,
  kind: MailKind = 'notification',
): Promise<void> {
  const fields = MAIL_STATE_FIELDS[kind];
  // The last error stays: after an outage it tells the admin why this one went out late.
  await contactMessageRef(db, messageId).update({
    [fields.status]: 'sent' satisfies ContactStatus,
    [fields.sentAt]: FieldValue.serverTimestamp(),
    [fields.smtpMessageId]: smtpMessageId,
    [fields.nextAttemptAt]: FieldValue.delete(),
  });
}

/**
 * Records a failed attempt: `mail_failed` with the time the sweep may try again, or
 * `mail_abandoned` when that was the last allowed attempt. Returns the status written.
 */
export async function markMailFailed(
  db: Firestore,
  messageId: string,
  errorMessage: string,
  retryAt: Date | null,
  kind: MailKind = 'notification',
): Promise<'mail_failed' | 'mail_abandoned'> {
  const fields = MAIL_STATE_FIELDS[kind];
  const common = {
    [fields.lastError]: errorMessage.slice(0, MAIL_ERROR_MAX_LENGTH),
    [fields.failedAt]: FieldValue.serverTimestamp(),
  };
  if (retryAt === null) {
    await contactMessageRef(db, messageId).update({
      ...common,
      [fields.status]: 'mail_abandoned' satisfies ContactStatus,
      [fields.abandonedAt]: FieldValue.serverTimestamp(),
      [fields.nextAttemptAt]: FieldValue.delete(),
    });
    return 'mail_abandoned';
  }
  await contactMessageRef(db, messageId).update({
    ...common,
    [fields.status]: 'mail_failed' satisfies ContactStatus,
    [fields.nextAttemptAt]: Timestamp.fromDate(retryAt),
  });
  return 'mail_failed';
}
