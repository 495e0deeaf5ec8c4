// Copying lost leads back from a restored copy of the database (a backup restored into a new database,
// docs/restore.md): the code the production runbook (`npm run restore -- copy-back`) and the restore
// drill (`npm run drill:restore`) both run. Only contactMessages come back; profiles never do, so that
// an account its owner deleted stays deleted.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  ASSIGNEE_MAX_LENGTH,
  CONTACT_MESSAGES,
  decodeLead,
  NOTE_MAX_LENGTH,
  TRIAGE_FIELDS,
  TRIAGE_STATES,
} from '@site/contract';

export type CopyBackAction =
  /** Lost from the live database: created again as the copy has it. */
  | 'recreate'
  /** The live triage is older than the copy's, or not a triage the inbox can write: the copy's comes back. */
  | 'restore-triage'
  /** The live triage is newer than the copy's: an admin worked on it since; left alone. */
  | 'keep-newer-triage'
  /** Past its expiry: the retention period is over, so it does not come back. */
  | 'skip-expired'
  /** The live document already has the copy's triage. */
  | 'unchanged';

/** A triage the inbox could have written: a known state, bounded texts, a stamp when an admin changed it. */
function validTriage(data: DocumentData): boolean {
  return (
    typeof data.triage === 'string' &&
    (TRIAGE_STATES as readonly string[]).includes(data.triage) &&
    (data.note === undefined ||
      (typeof data.note === 'string' && data.note.length <= NOTE_MAX_LENGTH)) &&
    (data.assignedTo === undefined ||
      data.assignedTo === null ||
      (typeof data.assignedTo === 'string' && data.assignedTo.length <= ASSIGNEE_MAX_LENGTH)) &&
    (data.updatedAt === undefined || data.updatedAt instanceof Timestamp)
  );
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : a === b;

const sameTriage = (a: DocumentData, b: DocumentData) =>
  TRIAGE_FIELDS.every((field) => sameValue(a[field], b[field]));

/**
 * What to do with one lead of the restored copy, given the live document (undefined if it is gone).
 * Newer triage wins: the live one stays when an admin stamped it after the copy's (`updatedAt`). A live
 * triage with the same or an older stamp, or none, that differs from the copy's, was changed by
 * something other than the inbox (whose every change moves the stamp): the copy's comes back. A
 * corruption that also moved the stamp forward cannot be told from an admin's work, and stays: read the
 * lead as it was with `npm run restore -- show` to check.
 */
export function copyBackAction(
  copy: DocumentData,
  live: DocumentData | undefined,
  now: Date,
): CopyBackAction {
  const { expiresAt, updatedAt: copyUpdatedAt } = decodeLead('copy', copy);
  if (live === undefined) {
    return expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'skip-expired' : 'recreate';
  }
  if (sameTriage(copy, live)) return 'unchanged';
  // Read raw, not decoded: a value the decoder would make good is the damage to repair.
  if (!validTriage(live)) return 'restore-triage';
  const liveStamp = decodeLead('live', live).updatedAt?.getTime() ?? null;
  const copyStamp = copyUpdatedAt?.getTime() ?? null;
  if (liveStamp !== null && (copyStamp === null || liveStamp > copyStamp)) {
    return 'keep-newer-triage';
  }
  return 'restore-triage';
}

export type CopyBackSummary = Record<CopyBackAction, number> & { examined: number };

/** The copy's triage fields, with those it lacks deleted from the live document. */
function triageOf(copy: DocumentData, deleteField: unknown): DocumentData {
  return Object.fromEntries(
    TRIAGE_FIELDS.map((field) => [field, field in copy ? copy[field] : deleteField]),
  );
}

/**
 * Copies back what `from` (the restored database) holds and `to` (the live one) lost, lead by lead, each
 * in a transaction: a lead an admin triages meanwhile is read again, and its newer triage kept. Running
 * it again changes nothing.
 */
export async function copyBackLeads(
  from: Firestore,
  to: Firestore,
  now: Date,
  onAction: (id: string, action: CopyBackAction) => void = () => {},
): Promise<CopyBackSummary> {
  const summary: CopyBackSummary = {
    examined: 0,
    recreate: 0,
    'restore-triage': 0,
    'keep-newer-triage': 0,
    'skip-expired': 0,
    unchanged: 0,
  };
  const copies = await from.collection(CONTACT_MESSAGES).get();
  for (const copy of copies.docs) {
    const ref = to.collection(CONTACT_MESSAGES).doc(copy.id);
    const action = await to.runTransaction(async (transaction) => {
      const live = (await transaction.get(ref)).data();
      const decided = copyBackAction(copy.data(), live, now);
      if (decided === 'recreate') transaction.create(ref, copy.data());
      if (decided === 'restore-triage')
        transaction.update(ref, triageOf(copy.data(), FieldValue.delete()));
      return decided;
    });
    summary.examined += 1;
    summary[action] += 1;
    onAction(copy.id, action);
  }
  return summary;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The read time Firestore accepts for `at`: any moment of the last hour, or else a whole minute (point-
 * in-time recovery keeps one version per minute for 7 days), rounded down.
 */
export function recoverableReadTime(at: Date, now: Date): Date {
  if (now.getTime() - at.getTime() <= HOUR_MS) return at;
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/**
 * One lead as it was at `readTime` (point-in-time recovery: any minute of the last 7 days once it is
 * on; our emulator keeps the last hour), or undefined if it did not exist then.
 */
export async function readLeadAt(
  db: Firestore,
  messageId: string,
  readTime: Date,
): Promise<DocumentData | undefined> {
  const ref = db.collection(CONTACT_MESSAGES).doc(messageId);
  return db.runTransaction(async (transaction) => (await transaction.get(ref)).data(), {
    readOnly: true,
    readTime: Timestamp.fromDate(readTime),
  });
}
