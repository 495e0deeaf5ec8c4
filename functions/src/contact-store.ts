// contactMessages/{messageId}: the durable record of every message, written before any e-mail is
// attempted, so an admin finds it in the Firebase console whatever happens to the mail.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type { ContactMessage } from './contact-schema.js';
import { CONTACT_MESSAGE_RETENTION_MS } from './data-policy.js';
import { CONTACT_MESSAGES } from './firestore.js';

/**
 * `received`: stored, an e-mail attempt is under way (or was cut off);
 * `sent`: the SMTP server accepted the e-mail; `mail_failed`: the last attempt failed (see `mailError`).
 */
export type ContactStatus = 'received' | 'sent' | 'mail_failed';

export interface ContactMessageOrigin {
  uid: string | null;
  userAgent: string | null;
  ipHash: string;
}

/** The stored fields the function reads back (the document has more, see README). */
export interface StoredContactMessage extends ContactMessage {
  status: ContactStatus;
  mailAttempts: number;
  mailAttemptStartedAt: Timestamp | null;
}

/** What storing a new message came to; see `createContactMessageOnce`. */
export type CreateOutcome =
  | { outcome: 'created' }
  | { outcome: 'exists'; existing: StoredContactMessage }
  | { outcome: 'refused' };

/** Long user agents are cut: they are diagnostic, not worth a large document. */
export const USER_AGENT_MAX_LENGTH = 512;
/** Error texts can embed whole SMTP transcripts; the console needs the gist. */
export const MAIL_ERROR_MAX_LENGTH = 1000;

export function contactMessageRef(db: Firestore, messageId: string): DocumentReference {
  return db.collection(CONTACT_MESSAGES).doc(messageId);
}

function toStoredMessage(data: DocumentData): StoredContactMessage {
  const status: unknown = data.status;
  return {
    name: String(data.name),
    email: String(data.email),
    subject: String(data.subject),
    message: String(data.message),
    status: status === 'sent' || status === 'mail_failed' ? status : 'received',
    mailAttempts: typeof data.mailAttempts === 'number' ? data.mailAttempts : 0,
    mailAttemptStartedAt:
      data.mailAttemptStartedAt instanceof Timestamp ? data.mailAttemptStartedAt : null,
  };
}

/**
 * Creates `contactMessages/{messageId}` at most once, in one transaction with `admit` (the rate
 * limit), so a message that already exists is never counted or written again:
 * - the document exists (a retry, or a duplicate that won a race): answered from it, nothing written;
 * - `admit` says no: nothing written;
 * - otherwise `create()` with `status: 'received'` and server time. The creator owns the first
 *   e-mail attempt, hence `mailAttempts: 1`.
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
): Promise<CreateOutcome> {
  const ref = contactMessageRef(db, messageId);
  return db.runTransaction(async (transaction): Promise<CreateOutcome> => {
    const data = (await transaction.get(ref)).data();
    if (data !== undefined) {
      return { outcome: 'exists', existing: toStoredMessage(data) };
    }
    if (!(await admit(transaction))) {
      return { outcome: 'refused' };
    }
    transaction.create(ref, {
      ...message,
      status: 'received' satisfies ContactStatus,
      createdAt: FieldValue.serverTimestamp(),
      uid: origin.uid,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      ipHash: origin.ipHash,
      mailAttempts: 1,
      mailAttemptStartedAt: FieldValue.serverTimestamp(),
      // Deleted by the TTL policy on expireAt (firestore.indexes.json) once the retention period ends.
      expireAt: Timestamp.fromMillis(Date.now() + CONTACT_MESSAGE_RETENTION_MS),
    });
    return { outcome: 'created' };
  });
}

/**
 * Takes over the e-mail of an existing message for a retry, atomically, so two retries racing
 * each other send at most one e-mail. Allowed when the last attempt failed, or when an attempt
 * started longer than `staleAfterMs` ago and never finished (its instance died mid-way).
 * Returns the message to send, or null when nothing should be sent now.
 */
export async function claimMailRetry(
  db: Firestore,
  messageId: string,
  now: Date,
  staleAfterMs: number,
): Promise<StoredContactMessage | null> {
  const ref = contactMessageRef(db, messageId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (data === undefined) {
      return null;
    }
    const stored = toStoredMessage(data);
    const attemptStartedMs = stored.mailAttemptStartedAt?.toMillis() ?? 0;
    const attemptIsStale =
      stored.status === 'received' && now.getTime() - attemptStartedMs > staleAfterMs;
    if (stored.status !== 'mail_failed' && !attemptIsStale) {
      return null;
    }
    transaction.update(ref, {
      status: 'received' satisfies ContactStatus,
      mailAttempts: FieldValue.increment(1),
      mailAttemptStartedAt: FieldValue.serverTimestamp(),
    });
    return stored;
  });
}

export async function markMailSent(
  db: Firestore,
  messageId: string,
  smtpMessageId: string,
): Promise<void> {
  await contactMessageRef(db, messageId).update({
    status: 'sent' satisfies ContactStatus,
    sentAt: FieldValue.serverTimestamp(),
    smtpMessageId,
    mailError: FieldValue.delete(),
  });
}

export async function markMailFailed(
  db: Firestore,
  messageId: string,
  errorMessage: string,
): Promise<void> {
  await contactMessageRef(db, messageId).update({
    status: 'mail_failed' satisfies ContactStatus,
    mailError: errorMessage.slice(0, MAIL_ERROR_MAX_LENGTH),
    mailFailedAt: FieldValue.serverTimestamp(),
  });
}
