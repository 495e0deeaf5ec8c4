// Answering a lead from the inbox, as plain functions of their inputs (lead-reply-callables.ts wires
// them): `replyToLead` e-mails the prospect and keeps the reply as the lead's thread, and
// `recordLeadResponse` records an answer given by phone, WhatsApp or the admin's own mail app. The
// first of either stamps the lead's first response, once, with the server's time and the channel.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  LEAD_REPLIES,
  leadReplyRequestSchema,
  leadResponseRequestSchema,
  type LeadReplyResult,
  type LeadResponseResult,
  type ResponseChannel,
} from '@site/contract';
import {
  contactMessageRef,
  MAIL_ERROR_MAX_LENGTH,
  toStoredMessage,
} from '../contact/contact-store.js';
import type { ContactTriage, StoredContactMessage } from '../contact/contact-store.js';
import { requireAdmin } from './admin-caller.js';
import type { AdminCaller } from './admin-caller.js';
import { composeLeadReplyMail } from './lead-reply-mail.js';
import { functionsLog, STALE_MAIL_ATTEMPT_MS } from '../mail/mail-delivery.js';
import type { MailDeliveryDependencies } from '../mail/mail-delivery.js';

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
 * later ones leave them. A new lead becomes replied.
 */
function recordAnswer(
  transaction: Transaction,
  leadRef: DocumentReference,
  lead: DocumentData,
  caller: AdminCaller,
  channel: ResponseChannel,
  at: Timestamp,
): { firstResponseAt: Timestamp; firstResponseChannel: ResponseChannel } {
  const stamped = lead.firstResponseAt instanceof Timestamp;
  const first = stamped
    ? {
        firstResponseAt: lead.firstResponseAt as Timestamp,
        firstResponseChannel: lead.firstResponseChannel as ResponseChannel,
      }
    : { firstResponseAt: at, firstResponseChannel: channel };
  transaction.update(leadRef, {
    ...(stamped ? {} : { ...first, firstResponseBy: caller.uid }),
    ...(lead.triage === 'new' || lead.triage === undefined
      ? { triage: 'replied' satisfies ContactTriage }
      : {}),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
  });
  return first;
}

type ReplyClaim =
  | { outcome: 'claimed'; lead: StoredContactMessage }
  | { outcome: 'sent'; firstResponseAt: Timestamp | null };

/**
 * Sends the reply `replyId` to lead `messageId` once: a retry after a failure sends it again, a
 * retry after success only answers, and one while an attempt runs is refused.
 */
export async function handleLeadReply(
  data: unknown,
  caller: AdminCaller | null,
  deps: MailDeliveryDependencies,
): Promise<LeadReplyResult> {
  const admin = requireAdmin(caller);
  const { messageId, replyId, body } = parseOrRefuse(leadReplyRequestSchema.safeParse(data));
  const leadRef = contactMessageRef(deps.db, messageId);
  const replyRef = leadRef.collection(LEAD_REPLIES).doc(replyId);
  const now = deps.now();

  const claim = await deps.db.runTransaction(async (transaction): Promise<ReplyClaim> => {
    const [lead, reply] = await transaction.getAll(leadRef, replyRef);
    const leadData = lead?.data();
    if (leadData === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    const stored = reply?.data();
    if (stored?.status === 'sent') {
      const stamped: unknown = leadData.firstResponseAt;
      return { outcome: 'sent', firstResponseAt: stamped instanceof Timestamp ? stamped : null };
    }
    const started: unknown = stored?.attemptStartedAt;
    if (
      stored?.status === 'sending' &&
      started instanceof Timestamp &&
      now.getTime() - started.toMillis() < STALE_MAIL_ATTEMPT_MS
    ) {
      throw new HttpsError('aborted', REPLY_UNDER_WAY_MESSAGE);
    }
    transaction.set(
      replyRef,
      {
        body,
        authorUid: admin.uid,
        authorEmail: admin.email,
        status: 'sending',
        attempts: FieldValue.increment(1),
        attemptStartedAt: Timestamp.fromDate(now),
        ...(stored ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return { outcome: 'claimed', lead: toStoredMessage(leadData) };
  });
  if (claim.outcome === 'sent') {
    return {
      replyId,
      firstResponseAt: (claim.firstResponseAt ?? Timestamp.fromDate(now)).toDate().toISOString(),
    };
  }

  let smtpMessageId: string;
  try {
    const info = await deps.transport.sendMail(
      composeLeadReplyMail(messageId, replyId, claim.lead, body, deps.firm, deps.addresses),
    );
    smtpMessageId = info.messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await replyRef.update({
      status: 'failed',
      lastError: reason.slice(0, MAIL_ERROR_MAX_LENGTH),
      failedAt: FieldValue.serverTimestamp(),
    });
    (deps.log ?? functionsLog).error('Lead reply failed.', { messageId, replyId, reason });
    throw new HttpsError('unavailable', `The reply was not sent (${reason}). Try again.`);
  }

  const first = await deps.db.runTransaction(async (transaction) => {
    const lead = (await transaction.get(leadRef)).data();
    transaction.update(replyRef, {
      status: 'sent',
      sentAt: FieldValue.serverTimestamp(),
      smtpMessageId,
    });
    // The lead was deleted while its reply went out: the reply is kept, there is nothing to stamp.
    if (lead === undefined) return { firstResponseAt: Timestamp.fromDate(now) };
    return recordAnswer(transaction, leadRef, lead, admin, 'email', Timestamp.fromDate(now));
  });
  return { replyId, firstResponseAt: first.firstResponseAt.toDate().toISOString() };
}

/** An answer given outside the inbox: the lead becomes replied, and a first answer is stamped. */
export async function handleLeadResponse(
  data: unknown,
  caller: AdminCaller | null,
  deps: Pick<MailDeliveryDependencies, 'db' | 'now'>,
): Promise<LeadResponseResult> {
  const admin = requireAdmin(caller);
  const { messageId, channel } = parseOrRefuse(leadResponseRequestSchema.safeParse(data));
  const leadRef = contactMessageRef(deps.db, messageId);
  const first = await deps.db.runTransaction(async (transaction) => {
    const lead = (await transaction.get(leadRef)).data();
    if (lead === undefined) throw new HttpsError('not-found', NO_LEAD_MESSAGE);
    return recordAnswer(transaction, leadRef, lead, admin, channel, Timestamp.fromDate(deps.now()));
  });
  return {
    firstResponseAt: first.firstResponseAt.toDate().toISOString(),
    firstResponseChannel: first.firstResponseChannel,
  };
}
