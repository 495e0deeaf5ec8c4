// The prospect's view of a lead's thread (`conversations/{conversationId}`, the contract's
// conversation.ts), kept in step with the thread: whatever changes it (the lead arriving, a reply going
// out, an answer coming in, a revoked link) reads the thread in its transaction and writes the view
// again from it, so the view can never hold more than the thread's public part, and mends itself.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  prospectKey,
  CONTACT_MESSAGES,
  CONVERSATIONS,
  decodeConversation,
  decodeLead,
  decodeLeadAnswer,
  decodeLeadReply,
  isWaiting,
  LEAD_ANSWERS,
  LEAD_REPLIES,
  leadThread,
  publicMessages,
  TTL_FIELDS,
  type Conversation,
  type Lead,
  type LeadAnswerRecord,
  type LeadReplyRecord,
} from '@site/contract';
import { pageToken, replyToken, tokenDigest } from './conversation-tokens.js';
import type { ThreadingSettings } from './thread-headers.js';

/** A lead with its whole thread, as read in one transaction. */
export interface LeadWithThread {
  lead: Lead;
  replies: LeadReplyRecord[];
  answers: LeadAnswerRecord[];
}

/** Reads the lead at `ref` and its thread inside `transaction` (before any write); undefined if no lead. */
export async function readThreadIn(
  transaction: Transaction,
  ref: DocumentReference,
): Promise<LeadWithThread | undefined> {
  const data = (await transaction.get(ref)).data();
  if (data === undefined) return undefined;
  const lead = decodeLead(ref.id, data);
  const [replies, answers] = await Promise.all([
    transaction.get(ref.collection(LEAD_REPLIES)),
    transaction.get(ref.collection(LEAD_ANSWERS)),
  ]);
  return {
    lead,
    replies: replies.docs.map((doc) => decodeLeadReply(doc.id, doc.data())),
    answers: answers.docs.map((doc) => decodeLeadAnswer(doc.id, doc.data())),
  };
}

/** The id of lead `lead`'s conversation view: the digest of its page token. */
export const conversationIdOf = (
  settings: Pick<ThreadingSettings, 'key'>,
  lead: Pick<Lead, 'id' | 'conversationGeneration'>,
) => tokenDigest(pageToken(settings.key, lead.id, lead.conversationGeneration));

/**
 * Within `transaction`, after its reads: writes the conversation view of `thread` (the lead as it will
 * be once this transaction commits), moves it if the page token changed (a revocation, a new key), and
 * records on the lead where it is and the digest of the lead's reply token.
 */
export function publishConversationIn(
  transaction: Transaction,
  db: Firestore,
  { lead, replies, answers }: LeadWithThread,
  settings: Pick<ThreadingSettings, 'key'>,
  now: Date,
): string {
  const conversationId = conversationIdOf(settings, lead);
  const conversations = db.collection(CONVERSATIONS);
  if (lead.conversationId !== null && lead.conversationId !== conversationId) {
    transaction.delete(conversations.doc(lead.conversationId));
  }
  transaction.set(conversations.doc(conversationId), {
    email: prospectKey(lead.email),
    subject: lead.subject,
    createdAt: lead.createdAt ?? now,
    updatedAt: now,
    waiting: isWaiting(lead),
    messages: publicMessages(leadThread(lead, replies, answers)).map((message) => ({
      ...message,
      at: message.at ?? now,
    })),
    // Deleted with the lead (TTL policy, firestore.indexes.json).
    [TTL_FIELDS.conversations]: lead.expiresAt,
  });
  transaction.update(db.collection(CONTACT_MESSAGES).doc(lead.id), {
    conversationId,
    conversationGeneration: lead.conversationGeneration,
    replyTokenDigest: tokenDigest(replyToken(settings.key, lead.id)),
  });
  return conversationId;
}

/** Writes lead `leadId`'s conversation view from its thread as stored now (after the lead arrives). */
export async function publishConversation(
  db: Firestore,
  leadId: string,
  settings: Pick<ThreadingSettings, 'key'>,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const thread = await readThreadIn(transaction, db.collection(CONTACT_MESSAGES).doc(leadId));
    if (thread) publishConversationIn(transaction, db, thread, settings, now);
  });
}

/** The conversation view `conversationId` (a page token's digest), decoded; null when there is none. */
export async function readConversation(
  db: Firestore,
  conversationId: string,
): Promise<Conversation | null> {
  const data = (await db.collection(CONVERSATIONS).doc(conversationId).get()).data();
  return data === undefined ? null : decodeConversation(conversationId, data);
}
