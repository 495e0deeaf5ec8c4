import {
  collection,
  getDocs,
  orderBy,
  query,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore/lite';
import {
  CONTACT_MESSAGES,
  LEAD_REPLIES,
  type LeadReplyRequest,
  type LeadReplyResult,
  type LeadResponseRequest,
  type LeadResponseResult,
} from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { call } from './inbox-functions';

/** One of the firm's answers to a lead, as the inbox shows it. */
export interface LeadReply {
  id: string;
  body: string;
  authorEmail: string | null;
  /** ISO time it was written; null while the server has not stamped it. */
  createdAt: string | null;
  status: 'sending' | 'sent' | 'failed';
}

function toLeadReply(id: string, data: DocumentData): LeadReply {
  const status: unknown = data.status;
  return {
    id,
    body: typeof data.body === 'string' ? data.body : '',
    authorEmail: typeof data.authorEmail === 'string' ? data.authorEmail : null,
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : null,
    status: status === 'sent' || status === 'failed' ? status : 'sending',
  };
}

/** The lead's thread: the firm's replies, oldest first. */
export async function loadThread(messageId: string): Promise<LeadReply[]> {
  const replies = collection(getFirestoreInstance(), CONTACT_MESSAGES, messageId, LEAD_REPLIES);
  const snapshot = await getDocs(query(replies, orderBy('createdAt')));
  return snapshot.docs.map((document) => toLeadReply(document.id, document.data()));
}

/**
 * E-mails the reply as the firm (functions/src/leads/lead-reply.ts); the same `replyId` is sent
 * once.
 */
export const sendLeadReply = (request: LeadReplyRequest) =>
  call<LeadReplyRequest, LeadReplyResult>('replyToLead', request);

/** Records an answer given by phone, WhatsApp or the admin's own mail app. */
export const recordLeadResponse = (request: LeadResponseRequest) =>
  call<LeadResponseRequest, LeadResponseResult>('recordLeadResponse', request);
