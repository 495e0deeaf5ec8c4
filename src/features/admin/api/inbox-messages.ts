import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { CONTACT_MESSAGES, decodeLead, type Lead } from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import type { TriageChange } from '../triage';

/**
 * How many of the newest messages the inbox loads: months of a firm's leads, and one read each. Filters
 * and search run over them in the browser, so the inbox needs no composite index.
 */
export const INBOX_SIZE = 500;

const messages = () => collection(getFirestoreInstance(), CONTACT_MESSAGES);

/** The stored leads, each read by the contract's one decoder. */
const decoded = (snapshot: QuerySnapshot): Lead[] =>
  snapshot.docs.map((document) => decodeLead(document.id, document.data()));

/** The newest leads, newest first. */
export async function loadInbox(): Promise<Lead[]> {
  return decoded(await getDocs(query(messages(), orderBy('createdAt', 'desc'), limit(INBOX_SIZE))));
}

/** Leads that arrived after `since`, newest first: one read per new lead. */
export async function loadInboxSince(since: Date): Promise<Lead[]> {
  const snapshot = await getDocs(
    query(
      messages(),
      where('createdAt', '>', Timestamp.fromDate(since)),
      orderBy('createdAt', 'desc'),
      limit(INBOX_SIZE),
    ),
  );
  return decoded(snapshot);
}

/** Writes the triage fields only, stamped with the server's time and the admin's uid (the rules insist). */
export async function saveTriage(id: string, uid: string, change: TriageChange): Promise<void> {
  await updateDoc(doc(messages(), id), {
    ...change,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}
