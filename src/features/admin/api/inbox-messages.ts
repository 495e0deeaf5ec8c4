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
  type DocumentData,
} from 'firebase/firestore/lite';
import {
  describeLeadSource,
  RESPONSE_CHANNELS,
  type LeadSource,
  CONTACT_MESSAGES,
} from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { DELIVERY_STATES, TRIAGE_STATES, type InboxMessage, type TriageChange } from '../triage';

/**
 * How many of the newest messages the inbox loads: months of a firm's leads, and one read each. Filters
 * and search run over them in the browser, so the inbox needs no composite index.
 */
export const INBOX_SIZE = 500;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const oneOf = <T extends string, F extends T | null>(
  known: readonly T[],
  value: unknown,
  fallback: F,
): T | F => known.find((item) => item === value) ?? fallback;
const isoTime = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

export function toInboxMessage(id: string, data: DocumentData): InboxMessage {
  const source = data.source as LeadSource | null | undefined;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    subject: text(data.subject),
    message: text(data.message),
    company: optionalText(data.company),
    phone: optionalText(data.phone),
    createdAt: isoTime(data.createdAt),
    delivery: oneOf(DELIVERY_STATES, data.status, 'received'),
    lastMailError: optionalText(data.lastMailError),
    triage: oneOf(TRIAGE_STATES, data.triage, 'new'),
    note: text(data.note),
    assignedTo: optionalText(data.assignedTo),
    page: optionalText(data.page),
    source: source ? describeLeadSource(source) || null : null,
    signedIn: typeof data.uid === 'string',
    firstResponseAt: isoTime(data.firstResponseAt),
    firstResponseChannel: oneOf(RESPONSE_CHANNELS, data.firstResponseChannel, null),
  };
}

const messages = () => collection(getFirestoreInstance(), CONTACT_MESSAGES);

/** The newest messages, newest first. */
export async function loadInbox(): Promise<InboxMessage[]> {
  const snapshot = await getDocs(
    query(messages(), orderBy('createdAt', 'desc'), limit(INBOX_SIZE)),
  );
  return snapshot.docs.map((document) => toInboxMessage(document.id, document.data()));
}

/** Messages that arrived after `since` (an ISO time), newest first: one read per new message. */
export async function loadInboxSince(since: string): Promise<InboxMessage[]> {
  const snapshot = await getDocs(
    query(
      messages(),
      where('createdAt', '>', Timestamp.fromDate(new Date(since))),
      orderBy('createdAt', 'desc'),
      limit(INBOX_SIZE),
    ),
  );
  return snapshot.docs.map((document) => toInboxMessage(document.id, document.data()));
}

/** Writes the triage fields only, stamped with the server's time and the admin's uid (the rules insist). */
export async function saveTriage(id: string, uid: string, change: TriageChange): Promise<void> {
  await updateDoc(doc(messages(), id), {
    ...change,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}
