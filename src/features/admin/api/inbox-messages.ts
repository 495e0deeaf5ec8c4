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
import { CONTACT_MESSAGES, decodeLead, describeLeadSource } from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import type { InboxMessage, TriageChange } from '../triage';

/**
 * How many of the newest messages the inbox loads: months of a firm's leads, and one read each. Filters
 * and search run over them in the browser, so the inbox needs no composite index.
 */
export const INBOX_SIZE = 500;

const isoTime = (value: Date | null) => value?.toISOString() ?? null;

/** A stored lead, decoded by the contract's one decoder, as the inbox shows and keeps it offline. */
export function toInboxMessage(id: string, data: DocumentData): InboxMessage {
  const lead = decodeLead(id, data);
  const notification = lead.mail.notification;
  return {
    id,
    name: lead.name,
    email: lead.email,
    subject: lead.subject,
    message: lead.message,
    company: lead.company,
    phone: lead.phone,
    createdAt: isoTime(lead.createdAt),
    // The notification is always owed; a stored `not_owed` would be damage, shown as under way.
    delivery: notification.state === 'not_owed' ? 'received' : notification.state,
    lastMailError: notification.lastError,
    triage: lead.triage,
    note: lead.note,
    assignedTo: lead.assignedTo,
    page: lead.page,
    source: lead.source ? describeLeadSource(lead.source) || null : null,
    signedIn: lead.uid !== null,
    firstResponseAt: isoTime(lead.firstResponse?.at ?? null),
    firstResponseChannel: lead.firstResponse?.channel ?? null,
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
