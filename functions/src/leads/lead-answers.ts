// The prospect's answers, into the lead's thread: a mail to the lead's reply address (or answering one
// of our Message-IDs), or a post of the conversation page's form. An answer is stored once (a mail
// delivered twice, a form posted twice), the lead waits for the firm again from it (a new turn when
// the firm's word was last), the admins get one push, and the firm's mailbox gets one copy: the whole
// mail, every attachment included, since the site keeps no file. A mail that finds no lead, or whose
// sender is not the lead's address, joins no thread: it is kept apart for an admin (`strayMail`).
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  prospectKey,
  ANSWER_ATTACHMENTS_MAX,
  bareAddress,
  CONTACT_MESSAGES,
  decodeLead,
  LATER_TURNS_FIELD,
  LEAD_ANSWERS,
  leadIdOfMessageId,
  replyTokenOf,
  KEPT_APART_REASONS,
  STRAY_MAIL,
  STRAY_MAIL_RETENTION_MS,
  triageAfter,
  TTL_FIELDS,
  turnsAfterProspectAnswer,
  type AttachmentFacts,
  type KeptApartReason,
  type Lead,
  type LeadAnswerRecord,
  type MailState,
} from '@site/contract';
import { functionsLog } from '../shared/log.js';
import { STALE_MAIL_ATTEMPT_MS } from '../shared/timeouts.js';
import { composeAnswerCopy, type CopyOf, type WholeMail } from './answer-copy-mail.js';
import { publishConversationIn, readThreadIn, type LeadWithThread } from './conversation-record.js';
import { replyToken, tokenDigest } from './conversation-tokens.js';
import { answerAlert, sendAlert, type AlertSender } from './lead-alerts.js';
import type { LeadMailDependencies } from './lead-mail.js';
import { MAIL_ERROR_MAX_LENGTH } from '../mail/mail-ledger.js';
import { leadRef } from './lead-store.js';
import { firmCopyHeaders, messageIdDomain } from './thread-headers.js';

/** A mail that came to a reply address, as the provider's adapter gives it (functions/src/inbound). */
export interface InboundMail extends WholeMail {
  /** Its Message-ID, or the provider's id for it: the same mail delivered twice is stored once. */
  deliveryId: string;
  /** Its own Message-ID header, with angle brackets; null when it had none. */
  messageId: string | null;
  /** Where it was addressed: the envelope's recipient, then To and Cc. */
  recipients: string[];
  /** The new text, without the quoted history (the provider's stripped reply, or our cut). */
  newText: string;
  inReplyTo: string[];
  references: string[];
}

export type MailAnswerOutcome =
  | { outcome: 'stored' | 'duplicate'; leadId: string; answerId: string; copied: boolean }
  | { outcome: 'kept-apart'; reason: KeptApartReason; strayId: string; copied: boolean };

export interface AnswerDependencies extends LeadMailDependencies {
  /** Push alerts to the admins' devices, once per stored answer. None: no alerts. */
  alerts?: AlertSender;
}

/** A stored document's id for what may arrive twice: the digest of its key. */
const idOf = (kind: string, key: string) =>
  createHash('sha256').update(`${kind}\0${key}`).digest('hex').slice(0, 40);

const attachmentFacts = (mail: Pick<WholeMail, 'attachments'>): AttachmentFacts[] =>
  mail.attachments.slice(0, ANSWER_ATTACHMENTS_MAX).map((attachment) => ({
    name: attachment.filename.slice(0, 255),
    type: attachment.contentType.slice(0, 255),
    size: attachment.content.length,
  }));

/** The lead a mail belongs to: by its reply token first, then by the Message-IDs it answers. */
export async function findLeadForMail(
  mail: Pick<InboundMail, 'recipients' | 'inReplyTo' | 'references'>,
  deps: Pick<LeadMailDependencies, 'db' | 'threading' | 'addresses'>,
): Promise<Lead | null> {
  const { db, threading } = deps;
  if (threading.replyDomain) {
    for (const recipient of mail.recipients) {
      const token = replyTokenOf(recipient, threading.replyDomain);
      if (token === null) continue;
      const found = await db
        .collection(CONTACT_MESSAGES)
        .where('replyTokenDigest', '==', tokenDigest(token))
        .limit(1)
        .get();
      const doc = found.docs[0];
      // The digest is stored, and the token is made again from it: a stored digest alone forges nothing.
      if (doc && replyToken(threading.key, doc.id) === token) return decodeLead(doc.id, doc.data());
    }
  }
  const domain = messageIdDomain(threading, deps.addresses);
  for (const id of [...mail.inReplyTo, ...[...mail.references].reverse()]) {
    const leadId = leadIdOfMessageId(id, domain);
    if (leadId === null) continue;
    const doc = await leadRef(db, leadId).get();
    const data = doc.data();
    if (data) return decodeLead(doc.id, data);
  }
  return null;
}

/** The lead after a prospect's answer at `at`, and the fields that say so. */
function leadAfterAnswer(lead: Lead, at: Date): { after: Lead; update: Record<string, unknown> } {
  const { laterTurns } = turnsAfterProspectAnswer(lead, at);
  const triage = triageAfter(lead.triage, 'prospectAnswered');
  const turns = laterTurns ? [lead.turns[0]!, ...laterTurns] : lead.turns;
  return {
    after: { ...lead, triage, turns, lastAnswerAt: at },
    update: {
      lastAnswerAt: at,
      ...(laterTurns ? { [LATER_TURNS_FIELD]: laterTurns } : {}),
      ...(triage === lead.triage ? {} : { triage }),
    },
  };
}

/** What an answer's document holds besides what the channel gives it. */
interface NewAnswer {
  id: string;
  channel: LeadAnswerRecord['channel'];
  text: string;
  from: string;
  subject: string | null;
  messageId: string | null;
  attachments: AttachmentFacts[];
}

/**
 * In one transaction: the answer is stored under its id unless it exists (then nothing is written),
 * the lead moves as the answer says, and the conversation view is written again. `admit` (the page's
 * rate limit) runs after the reads and may refuse.
 */
async function storeAnswer(
  ref: DocumentReference,
  answer: NewAnswer,
  deps: LeadMailDependencies,
  admit: (transaction: Transaction) => Promise<boolean> = () => Promise.resolve(true),
): Promise<
  | { outcome: 'stored'; lead: Lead }
  | { outcome: 'duplicate'; lead: Lead; copy: MailState }
  | { outcome: 'refused' | 'no-lead' }
> {
  const now = deps.now();
  return deps.db.runTransaction(async (transaction) => {
    const thread = await readThreadIn(transaction, ref);
    if (thread === undefined) return { outcome: 'no-lead' as const };
    const existing = thread.answers.find(({ id }) => id === answer.id);
    if (existing) {
      return { outcome: 'duplicate' as const, lead: thread.lead, copy: existing.copy.state };
    }
    if (!(await admit(transaction))) return { outcome: 'refused' as const };
    const { after, update } = leadAfterAnswer(thread.lead, now);
    const stored = {
      channel: answer.channel,
      text: answer.text,
      from: answer.from,
      subject: answer.subject,
      messageId: answer.messageId,
      attachments: answer.attachments,
      receivedAt: now,
      copyStatus: 'received' satisfies MailState,
      copyAttempts: 1,
      copyAttemptStartedAt: now,
    };
    transaction.create(ref.collection(LEAD_ANSWERS).doc(answer.id), stored);
    transaction.update(ref, update);
    const withAnswer: LeadWithThread = {
      ...thread,
      lead: after,
      answers: [
        ...thread.answers,
        {
          ...answer,
          receivedAt: now,
          copy: { state: 'received', sentAt: null },
        },
      ],
    };
    publishConversationIn(transaction, deps.db, withAnswer, deps.threading, now);
    return { outcome: 'stored' as const, lead: after };
  });
}

/**
 * Takes the copy of the document at `ref` (an answer or a kept-apart mail) for this caller unless it
 * went out or another attempt is under way; true when this caller should send it.
 */
async function claimCopy(db: Firestore, ref: DocumentReference, now: Date): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (data === undefined || data.copyStatus === 'sent') return false;
    const started = data.copyAttemptStartedAt as { toMillis(): number } | undefined;
    if (
      data.copyStatus === 'received' &&
      started &&
      now.getTime() - started.toMillis() < STALE_MAIL_ATTEMPT_MS
    ) {
      return false;
    }
    transaction.update(ref, {
      copyStatus: 'received' satisfies MailState,
      copyAttempts: FieldValue.increment(1),
      copyAttemptStartedAt: now,
    });
    return true;
  });
}

/** Sends the copy whose attempt this caller owns and records how it went; true once it is sent. */
async function sendCopy(
  ref: DocumentReference,
  of: CopyOf,
  mail: WholeMail,
  deps: LeadMailDependencies,
): Promise<boolean> {
  const domain = messageIdDomain(deps.threading, deps.addresses);
  const headers = of.leadId === null ? {} : firmCopyHeaders(of.leadId, ref.id, domain);
  try {
    await deps.transport.sendMail(
      composeAnswerCopy(of, mail, ref.id, deps.addresses, {
        ...headers,
        // The bare address: a From header's display name is the sender's text.
        ...(bareAddress(mail.from) ? { replyTo: bareAddress(mail.from) } : {}),
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ref.update({
      copyStatus: 'mail_failed' satisfies MailState,
      copyLastError: reason.slice(0, MAIL_ERROR_MAX_LENGTH),
      copyFailedAt: FieldValue.serverTimestamp(),
    });
    (deps.log ?? functionsLog).error('The copy of an answer to the firm failed.', {
      path: ref.path,
      reason,
    });
    return false;
  }
  await ref.update({
    copyStatus: 'sent' satisfies MailState,
    copySentAt: FieldValue.serverTimestamp(),
  });
  return true;
}

/** The push for a stored answer, unless the lead is spam; never throws (sendAlert logs). */
async function alertAnswer(lead: Lead, deps: AnswerDependencies): Promise<void> {
  if (!deps.alerts || lead.triage === 'spam') return;
  await sendAlert(deps.db, deps.alerts, answerAlert(lead.id, lead), deps.log ?? functionsLog);
}

/** Keeps a mail apart from every thread, once, and copies it to the firm's mailbox once. */
async function keepApart(
  mail: InboundMail,
  reason: KeptApartReason,
  lead: Lead | null,
  deps: LeadMailDependencies,
): Promise<MailAnswerOutcome> {
  const ref = deps.db.collection(STRAY_MAIL).doc(idOf('mail', mail.deliveryId));
  const now = deps.now();
  const created = await deps.db.runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).exists) return false;
    transaction.create(ref, {
      reason,
      leadId: lead?.id ?? null,
      from: mail.from,
      recipients: mail.recipients.slice(0, 20),
      subject: mail.subject,
      text: mail.newText,
      messageId: mail.messageId,
      attachments: attachmentFacts(mail),
      receivedAt: now,
      copyStatus: 'received' satisfies MailState,
      copyAttempts: 1,
      copyAttemptStartedAt: now,
      [TTL_FIELDS.strayMail]: new Date(now.getTime() + STRAY_MAIL_RETENTION_MS),
    });
    return true;
  });
  (deps.log ?? functionsLog).info('Inbound mail kept apart.', {
    id: ref.id,
    reason,
    leadId: lead?.id,
  });
  const owned = created || (await claimCopy(deps.db, ref, now));
  const copied = owned
    ? await sendCopy(
        ref,
        { kind: 'kept-apart', leadId: lead?.id ?? null, reason: KEPT_APART_REASONS[reason] },
        mail,
        deps,
      )
    : (await ref.get()).data()?.copyStatus === 'sent';
  return { outcome: 'kept-apart', reason, strayId: ref.id, copied };
}

/**
 * A mail to a reply address: into its lead's thread when it finds the lead and comes from the lead's
 * address, else kept apart. `copied` says whether the firm's mailbox has it now: when it does not,
 * the provider should deliver it again (the answer is stored once; only the copy is tried again).
 */
export async function receiveMailAnswer(
  mail: InboundMail,
  deps: AnswerDependencies,
): Promise<MailAnswerOutcome> {
  const lead = await findLeadForMail(mail, deps);
  if (lead === null) return keepApart(mail, 'no-lead', null, deps);
  if (bareAddress(mail.from) !== prospectKey(lead.email)) {
    return keepApart(mail, 'not-the-lead', lead, deps);
  }
  const ref = leadRef(deps.db, lead.id);
  const answerId = idOf('mail', mail.deliveryId);
  const stored = await storeAnswer(
    ref,
    {
      id: answerId,
      channel: 'email',
      text: mail.newText,
      from: bareAddress(mail.from),
      subject: mail.subject || null,
      messageId: mail.messageId,
      attachments: attachmentFacts(mail),
    },
    deps,
  );
  if (stored.outcome === 'no-lead' || stored.outcome === 'refused') {
    // Deleted between the lookup and the transaction.
    return keepApart(mail, 'no-lead', null, deps);
  }
  const answerRef = ref.collection(LEAD_ANSWERS).doc(answerId);
  const of: CopyOf = { kind: 'answer', leadId: lead.id, channel: 'email', prospect: lead.name };
  if (stored.outcome === 'stored') {
    const [copied] = await Promise.all([
      sendCopy(answerRef, of, mail, deps),
      alertAnswer(stored.lead, deps),
    ]);
    return { outcome: 'stored', leadId: lead.id, answerId, copied };
  }
  const copied =
    (stored.outcome === 'duplicate' && stored.copy === 'sent') ||
    ((await claimCopy(deps.db, answerRef, deps.now())) &&
      (await sendCopy(answerRef, of, mail, deps)));
  return { outcome: 'duplicate', leadId: lead.id, answerId, copied };
}

export type PageAnswerOutcome =
  | { outcome: 'stored' | 'duplicate'; leadId: string }
  | { outcome: 'rate-limited' | 'no-conversation' };

/** The lead whose conversation view is `conversationId` (its page token's digest), if any. */
export async function leadOfConversation(
  db: Firestore,
  conversationId: string,
): Promise<Lead | null> {
  const found = await db
    .collection(CONTACT_MESSAGES)
    .where('conversationId', '==', conversationId)
    .limit(1)
    .get();
  const doc = found.docs[0];
  return doc ? decodeLead(doc.id, doc.data()) : null;
}

/**
 * A post of the conversation page's form: stored once per `postId` (the form's own id, so a form
 * posted twice is one answer), within the caller's rate limit (`admit`, counted only for a new
 * answer). The firm's mailbox gets its text once; nothing goes back to the prospect.
 */
export async function receivePageAnswer(
  lead: Lead,
  post: { postId: string; text: string },
  admit: (transaction: Transaction) => Promise<boolean>,
  deps: AnswerDependencies,
): Promise<PageAnswerOutcome> {
  const ref = leadRef(deps.db, lead.id);
  const answerId = idOf('page', post.postId);
  const stored = await storeAnswer(
    ref,
    {
      id: answerId,
      channel: 'page',
      text: post.text,
      from: prospectKey(lead.email),
      subject: null,
      messageId: null,
      attachments: [],
    },
    deps,
    admit,
  );
  if (stored.outcome === 'refused') return { outcome: 'rate-limited' };
  if (stored.outcome === 'no-lead') return { outcome: 'no-conversation' };
  if (stored.outcome === 'stored') {
    const mail: WholeMail = {
      from: `${lead.name} <${lead.email}>`,
      subject: `Re: ${lead.subject}`,
      text: post.text,
      html: null,
      attachments: [],
    };
    const of: CopyOf = { kind: 'answer', leadId: lead.id, channel: 'page', prospect: lead.name };
    await Promise.all([
      sendCopy(ref.collection(LEAD_ANSWERS).doc(answerId), of, mail, deps),
      alertAnswer(stored.lead, deps),
    ]);
  }
  return { outcome: stored.outcome, leadId: lead.id };
}
