// Answering a lead from the inbox, as plain functions of their inputs (inbox-callables.ts wires
// them): `replyToLead` e-mails the prospect and keeps the reply as the lead's thread, and
// `recordLeadResponse` records an answer given by phone, WhatsApp or the admin's own mail app. The
// first of either stamps the lead's first response, once, with the server's time and the channel.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  decodeLead,
  decodeLeadReply,
  LEAD_REPLIES,
  leadReplyRequestSchema,
  leadResponseRequestSchema,
  triageAfter,
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
import { leadRef, readLeadIn } from './lead-store.js';

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
 * later ones leave them. The triage moves as the contract's `answered` event says.
 */
function recordAnswer(
  transaction: Transaction,
  ref: DocumentReference,
  lead: Lead,
  caller: AdminCaller,
  channel: ResponseChannel,
  at: Date,
): FirstResponse {
  const first = lead.firstResponse ?? { at, channel, by: caller.uid };
  const triage = triageAfter(lead.triage, 'answered');
  transaction.update(ref, {
    ...(lead.firstResponse
      ? {}
      : { firstResponseAt: at, firstResponseChannel: channel, firstResponseBy: caller.uid }),
    ...(triage === lead.triage ? {} : { triage }),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
  });
  return first;
}

type ReplyClaim =
  { outcome: 'claimed'; lead: Lead } | { outcome: 'sent'; firstResponseAt: Date | null };

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
    const [leadSnapshot, replySnapshot] = await transaction.getAll(ref, replyRef);
    const leadData = leadSnapshot?.data();
    if (leadData === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    const lead = decodeLead(messageId, leadData);
    const replyData = replySnapshot?.data();
    const stored = replyData && decodeLeadReply(replyId, replyData);
    if (stored?.state === 'sent') {
      return { outcome: 'sent', firstResponseAt: lead.firstResponse?.at ?? null };
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
    return { outcome: 'claimed', lead };
  });
  if (claim.outcome === 'sent') {
    return { replyId, firstResponseAt: (claim.firstResponseAt ?? now).toISOString() };
  }

  let smtpMessageId: string;
  try {
    const info = await deps.transport.sendMail(
      composeLeadReplyMail(replyId, claim.lead, body, deps.firm, deps.addresses),
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

  const first = await deps.db.runTransaction(async (transaction) => {
    const lead = await readLeadIn(transaction, ref);
    transaction.update(replyRef, {
      status: 'sent' satisfies LeadReplyRecord['state'],
      sentAt: FieldValue.serverTimestamp(),
      smtpMessageId,
    });
    // The lead was deleted while its reply went out: the reply is kept, there is nothing to stamp.
    if (lead === undefined) return { at: now };
    return recordAnswer(transaction, ref, lead, admin, 'email', now);
  });
  return { replyId, firstResponseAt: first.at.toISOString() };
}

/** An answer given outside the inbox: the lead becomes replied, and a first answer is stamped. */
export async function handleLeadResponse(
  data: unknown,
  caller: AdminCaller | null,
  deps: Pick<LeadMailDependencies, 'db' | 'now'>,
): Promise<LeadResponseResult> {
  const admin = requireAdmin(caller);
  const { messageId, channel } = parseOrRefuse(leadResponseRequestSchema.safeParse(data));
  const ref = leadRef(deps.db, messageId);
  const first = await deps.db.runTransaction(async (transaction) => {
    const lead = await readLeadIn(transaction, ref);
    if (lead === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    return recordAnswer(transaction, ref, lead, admin, channel, deps.now());
  });
  return {
    firstResponseAt: first.at.toISOString(),
    firstResponseChannel: first.channel ?? channel,
  };
}
