// Answering a lead from the inbox, as plain functions of their inputs (inbox-callables.ts wires
// them): `replyToLead` e-mails the prospect and keeps the reply in the lead's thread, and
// `recordLeadResponse` records an answer given by phone, WhatsApp or the admin's own mail app. The
// first of either stamps the lead's first response, once, with the server's time and the channel;
// each closes the turn that waited for the firm, and the prospect's conversation view follows.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  LATER_TURNS_FIELD,
  LEAD_REPLIES,
  leadThread,
  leadReplyRequestSchema,
  leadResponseRequestSchema,
  afterFirmResponse,
  type FirstResponse,
  type Lead,
  type LeadReplyRecord,
  type LeadReplyResult,
  type LeadResponseResult,
  type ResponseChannel,
} from '@site/contract';
import { functionsLog } from '../shared/log.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import { requireAdmin } from './admin-caller.js';
import type { AdminCaller } from './admin-caller.js';
import type { LeadMailDependencies } from './lead-mail.js';
import { MAIL_ERROR_MAX_LENGTH } from '../mail/mail-ledger.js';
import { composeLeadReplyMail } from './lead-reply-mail.js';
import { leadRef } from './lead-store.js';
import { publishConversationIn, readThreadIn, type LeadWithThread } from './conversation-record.js';
import {
  conversationUrl,
  messageIdDomain,
  prospectReplyTo,
  threadHeaders,
  threadMessageIds,
} from './thread-headers.js';

export const NO_LEAD_MESSAGE = 'That message does not exist (any more).';
export const REPLY_UNDER_WAY_MESSAGE =
  'This reply is being sent already. Wait a minute, then reload the inbox.';

function parseOrRefuse<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid request.');
  }
  return result.data;
}

/**
 * Within `transaction` (after its reads): the lead answered, by `caller`, through `channel`. The first
 * answer stamps `firstResponseAt` (the server's time), `firstResponseChannel` and `firstResponseBy`;
 * later ones leave them. Either closes the turn that waited (the first response closes the first).
 * The triage moves as the contract's `answered` event says. Returns the first response and the lead
 * as it is once the transaction commits.
 */
function recordAnswer(
  transaction: Transaction,
  ref: DocumentReference,
  lead: Lead,
  caller: AdminCaller,
  channel: ResponseChannel,
  at: Date,
): { first: FirstResponse; after: Lead } {
  const { laterTurns, ...answered } = afterFirmResponse(lead, { at, channel, by: caller.uid }, at);
  transaction.update(ref, {
    ...(lead.firstResponse
      ? {}
      : { firstResponseAt: at, firstResponseChannel: channel, firstResponseBy: caller.uid }),
    ...(laterTurns ? { [LATER_TURNS_FIELD]: laterTurns } : {}),
    ...(answered.triage === lead.triage ? {} : { triage: answered.triage }),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
  });
  return { first: answered.firstResponse!, after: { ...lead, ...answered } };
}

type ReplyClaim =
  | { outcome: 'claimed'; thread: LeadWithThread }
  | { outcome: 'sent'; firstResponseAt: Date | null };

/** The prospect's latest message in the thread: what a reply answers and quotes. */
function latestFromProspect({ lead, replies, answers }: LeadWithThread) {
  const prospect = leadThread(lead, replies, answers).filter(
    (message) => message.side === 'prospect',
  );
  const latest = prospect.at(-1)!;
  return { text: latest.text, at: latest.at };
}

/**
 * Sends the reply `replyId` to lead `messageId` once: a retry after a failure sends it again, a
 * retry after success only answers, and one while an attempt runs is refused.
 */
export async function handleLeadReply(
  data: unknown,
  caller: AdminCaller | null,
  deps: LeadMailDependencies,
): Promise<LeadReplyResult> {
  const admin = requireAdmin(caller);
  const { messageId, replyId, body } = parseOrRefuse(leadReplyRequestSchema.safeParse(data));
  const ref = leadRef(deps.db, messageId);
  const replyRef = ref.collection(LEAD_REPLIES).doc(replyId);
  const now = deps.now();

  const claim = await deps.db.runTransaction(async (transaction): Promise<ReplyClaim> => {
    const thread = await readThreadIn(transaction, ref);
    if (thread === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    const stored = thread.replies.find((reply) => reply.id === replyId);
    if (stored?.state === 'sent') {
      return { outcome: 'sent', firstResponseAt: thread.lead.firstResponse?.at ?? null };
    }
    if (
      stored?.state === 'received' &&
      stored.attemptStartedAt !== null &&
      now.getTime() - stored.attemptStartedAt.getTime() < STALE_MAIL_ATTEMPT_MS
    ) {
      throw new HttpsError('aborted', REPLY_UNDER_WAY_MESSAGE);
    }
    transaction.set(
      replyRef,
      {
        body,
        authorUid: admin.uid,
        authorEmail: admin.email,
        status: 'received' satisfies LeadReplyRecord['state'],
        attempts: FieldValue.increment(1),
        attemptStartedAt: now,
        ...(stored ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return { outcome: 'claimed', thread };
  });
  if (claim.outcome === 'sent') {
    return { replyId, firstResponseAt: (claim.firstResponseAt ?? now).toISOString() };
  }

  const { lead, replies, answers } = claim.thread;
  const domain = messageIdDomain(deps.threading, deps.addresses);
  const earlier = threadMessageIds(
    lead,
    replies.filter((reply) => reply.id !== replyId),
    answers,
    domain,
  );
  let smtpMessageId: string;
  try {
    const info = await deps.transport.sendMail(
      composeLeadReplyMail(replyId, lead, body, deps.firm, deps.addresses, {
        quoted: latestFromProspect(claim.thread),
        headers: {
          ...threadHeaders(lead.id, { reply: replyId }, earlier, domain),
          replyTo: prospectReplyTo(lead.id, deps.threading, deps.addresses),
        },
        conversationUrl: conversationUrl(deps.threading, lead),
      }),
    );
    smtpMessageId = info.messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await replyRef.update({
      status: 'mail_failed' satisfies LeadReplyRecord['state'],
      lastError: reason.slice(0, MAIL_ERROR_MAX_LENGTH),
      failedAt: FieldValue.serverTimestamp(),
    });
    (deps.log ?? functionsLog).error('Lead reply failed.', { messageId, replyId, reason });
    throw new HttpsError('unavailable', `The reply was not sent (${reason}). Try again.`);
  }

  const sentAt = deps.now();
  const first = await deps.db.runTransaction(async (transaction) => {
    const thread = await readThreadIn(transaction, ref);
    transaction.update(replyRef, {
      status: 'sent' satisfies LeadReplyRecord['state'],
      sentAt,
      smtpMessageId,
    });
    // The lead was deleted while its reply went out: the reply is kept, there is nothing to stamp.
    if (thread === undefined) return { at: now };
    const answered = recordAnswer(transaction, ref, thread.lead, admin, 'email', now);
    const sent = thread.replies.map((reply) =>
      reply.id === replyId ? { ...reply, body, state: 'sent' as const, sentAt } : reply,
    );
    publishConversationIn(
      transaction,
      deps.db,
      { ...thread, lead: answered.after, replies: sent },
      deps.threading,
      sentAt,
    );
    return answered.first;
  });
  return { replyId, firstResponseAt: first.at.toISOString() };
}

/** An answer given outside the inbox: the lead becomes replied, and a first answer is stamped. */
export async function handleLeadResponse(
  data: unknown,
  caller: AdminCaller | null,
  deps: Pick<LeadMailDependencies, 'db' | 'now' | 'threading'>,
): Promise<LeadResponseResult> {
  const admin = requireAdmin(caller);
  const { messageId, channel } = parseOrRefuse(leadResponseRequestSchema.safeParse(data));
  const ref = leadRef(deps.db, messageId);
  const now = deps.now();
  const first = await deps.db.runTransaction(async (transaction) => {
    const thread = await readThreadIn(transaction, ref);
    if (thread === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    const answered = recordAnswer(transaction, ref, thread.lead, admin, channel, now);
    // The prospect's page shows the lead answered (no longer waiting), though the words were elsewhere.
    publishConversationIn(
      transaction,
      deps.db,
      { ...thread, lead: answered.after },
      deps.threading,
      now,
    );
    return answered.first;
  });
  return {
    firstResponseAt: first.at.toISOString(),
    firstResponseChannel: first.channel ?? channel,
  };
}
