// contactMessages/{messageId}: the durable record of every lead, written before any e-mail is
// attempted, so an admin finds it whatever happens to the mail. This folder (functions/src/leads) is the
// only writer of the collection; the document's fields, its encoder and its decoder are the contract's
// (packages/contract/src/lead-record.ts).
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  CONTACT_MESSAGE_RETENTION_MS,
  CONTACT_MESSAGES,
  decodeLead,
  encodeNewLead,
  type ContactMessage,
  type Lead,
  type NewLeadOrigin,
} from '@site/contract';
import type { AcknowledgementLimit } from './acknowledgement-limit.js';
import { publishConversationIn } from './conversation-record.js';
import type { ThreadingSettings } from './thread-headers.js';

export function leadRef(db: Firestore, messageId: string): DocumentReference {
  return db.collection(CONTACT_MESSAGES).doc(messageId);
}

/** The lead `messageId` inside `transaction`, decoded; undefined when there is none. */
export async function readLeadIn(
  transaction: Transaction,
  ref: DocumentReference,
): Promise<Lead | undefined> {
  const data = (await transaction.get(ref)).data();
  return data === undefined ? undefined : decodeLead(ref.id, data);
}

/** What storing a new lead came to; see `createLeadOnce`. */
export type CreateOutcome =
  | { outcome: 'created'; acknowledge: boolean }
  | { outcome: 'exists'; existing: Lead }
  | { outcome: 'refused' };

/**
 * Creates `contactMessages/{messageId}` at most once, in one transaction with `admit` (the rate
 * limit), so a lead that already exists is never counted or written again:
 * - the document exists (a retry, or a duplicate that won a race): answered from it, nothing written;
 * - `admit` says no: nothing written;
 * - otherwise `create()` with the contract's encoder: `triage: 'new'`, server time, and the first
 *   attempt of each owed e-mail, which this caller owns; the sweep may take it over at `staleAt`.
 * With `acknowledgementLimit` (the sender's address, see acknowledgement-limit.ts), the sender is
 * owed an acknowledgement unless that address had one in the last day. Without it, none is owed.
 * With `threading`, the prospect's conversation view is written in the same transaction, so the link
 * in the acknowledgement opens it (conversation-record.ts).
 * Why not a bare `ref.create()` answered on ALREADY_EXISTS: over REST (`preferRest`) Firestore
 * reports ALREADY_EXISTS as HTTP 409, which firebase-admin cannot tell from ABORTED and retries for
 * about a minute (firebase/firebase-admin-node#2587). Inside the transaction a concurrent duplicate
 * instead aborts on contention, and its retry reads the winner's document.
 */
export async function createLeadOnce(
  db: Firestore,
  messageId: string,
  message: ContactMessage,
  origin: NewLeadOrigin,
  admit: (transaction: Transaction) => Promise<boolean>,
  attempt: { now: Date; staleAfterMs: number },
  acknowledgementLimit?: AcknowledgementLimit,
  threading?: Pick<ThreadingSettings, 'key'>,
): Promise<CreateOutcome> {
  const ref = leadRef(db, messageId);
  return db.runTransaction(async (transaction): Promise<CreateOutcome> => {
    const existing = await readLeadIn(transaction, ref);
    if (existing !== undefined) return { outcome: 'exists', existing };
    // Every read before `admit`, which writes.
    const acknowledge =
      acknowledgementLimit !== undefined &&
      (await acknowledgementLimit.allows(transaction, attempt.now));
    if (!(await admit(transaction))) return { outcome: 'refused' };
    if (acknowledge) acknowledgementLimit.record(transaction, attempt.now);
    const encoded = encodeNewLead(message, origin, {
      serverTime: FieldValue.serverTimestamp(),
      staleAt: new Date(attempt.now.getTime() + attempt.staleAfterMs),
      // Deleted by the TTL policy (firestore.indexes.json) once the retention period ends.
      expiresAt: new Date(attempt.now.getTime() + CONTACT_MESSAGE_RETENTION_MS),
      acknowledge,
    });
    transaction.create(ref, encoded);
    if (threading) {
      // The lead as it reads once stored (its server time is about now), with an empty thread.
      const lead = decodeLead(messageId, { ...encoded, createdAt: attempt.now });
      publishConversationIn(
        transaction,
        db,
        { lead, replies: [], answers: [] },
        threading,
        attempt.now,
      );
    }
    return { outcome: 'created', acknowledge };
  });
}
