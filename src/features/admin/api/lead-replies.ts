import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import {
  CONTACT_MESSAGES,
  decodeLeadReply,
  LEAD_REPLIES,
  type LeadReplyRecord,
  type LeadReplyRequest,
  type LeadReplyResult,
  type LeadResponseRequest,
  type LeadResponseResult,
} from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { call } from './inbox-functions';

/** The lead's thread: the firm's replies, oldest first, read by the contract's decoder. */
export async function loadThread(messageId: string): Promise<LeadReplyRecord[]> {
  const replies = collection(getFirestoreInstance(), CONTACT_MESSAGES, messageId, LEAD_REPLIES);
  const snapshot = await getDocs(query(replies, orderBy('createdAt')));
  return snapshot.docs.map((document) => decodeLeadReply(document.id, document.data()));
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
