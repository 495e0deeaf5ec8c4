import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import {
  CONTACT_MESSAGES,
  decodeLeadAnswer,
  decodeLeadReply,
  LEAD_ANSWERS,
  LEAD_REPLIES,
  type LeadAnswerRecord,
  type LeadReplyRecord,
  type LeadReplyRequest,
  type LeadReplyResult,
  type LeadResponseRequest,
  type LeadResponseResult,
} from '@site/contract';
import { getFirestoreInstance } from '@/lib/firebase/firestore';
import { call } from './inbox-functions';

/** The lead's thread as stored: the firm's replies and the prospect's answers, each oldest first. */
export async function loadThread(
  messageId: string,
): Promise<{ replies: LeadReplyRecord[]; answers: LeadAnswerRecord[] }> {
  const db = getFirestoreInstance();
  const [replies, answers] = await Promise.all([
    getDocs(query(collection(db, CONTACT_MESSAGES, messageId, LEAD_REPLIES), orderBy('createdAt'))),
    getDocs(
      query(collection(db, CONTACT_MESSAGES, messageId, LEAD_ANSWERS), orderBy('receivedAt')),
    ),
  ]);
  return {
    replies: replies.docs.map((document) => decodeLeadReply(document.id, document.data())),
    answers: answers.docs.map((document) => decodeLeadAnswer(document.id, document.data())),
  };
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

/**
 * Revokes the lead's conversation link (functions/src/leads/conversation-link.ts): the links mailed so
 * far open nothing; the firm's next mail carries a new one.
 */
export const revokeConversationLink = (request: { messageId: string }) =>
  call<{ messageId: string }, { generation: number }>('revokeConversationLink', request);
