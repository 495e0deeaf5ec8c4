// The one place that ties every mail about a lead to its thread: our Message-ID, In-Reply-To and
// References for mail clients to thread them, the lead's own reply address for the prospect's answer
// to come back (lead-answers.ts), and the link to the conversation page. The acknowledgement, each
// reply, the notification to the firm and each copy of an answer take their headers from here.
import type { SendMailOptions } from 'nodemailer';
import {
  bareAddress,
  conversationPath,
  leadThread,
  replyAddress,
  threadMessageId,
  type Lead,
  type LeadAnswerRecord,
  type LeadReplyRecord,
  type ThreadPart,
} from '@site/contract';
import type { MailAddresses } from '../mail/mailer.js';
import { pageToken, replyToken } from './conversation-tokens.js';

/** How this deployment threads its mail (params REPLY_DOMAIN and CONVERSATION_KEY). */
export interface ThreadingSettings {
  /**
   * The domain the mail provider receives the prospects' answers on (`reply+<token>@<domain>`); null
   * when none is set up: answers then go to the firm's mailbox, as before the thread existed.
   */
  replyDomain: string | null;
  /** The key of the reply and page tokens (conversation-tokens.ts). */
  key: string;
  /** The site's address, for the conversation page's link. */
  siteUrl: string;
}

/** The domain of our Message-IDs: the reply domain, else the sender's own. */
export function messageIdDomain(settings: ThreadingSettings, addresses: MailAddresses): string {
  return settings.replyDomain ?? bareAddress(addresses.sender).split('@')[1] ?? 'localhost';
}

/** Where the prospect's answer to a mail about lead `leadId` goes. */
export function prospectReplyTo(
  leadId: string,
  settings: ThreadingSettings,
  addresses: MailAddresses,
): string {
  return settings.replyDomain
    ? replyAddress(replyToken(settings.key, leadId), settings.replyDomain)
    : addresses.recipient;
}

/** The conversation page of lead `leadId` in token generation `generation`. */
export function conversationUrl(
  settings: ThreadingSettings,
  lead: Pick<Lead, 'id' | 'conversationGeneration'>,
): string {
  const path = conversationPath(pageToken(settings.key, lead.id, lead.conversationGeneration));
  return new URL(path, settings.siteUrl).toString();
}

/** The most ids a References header carries: the first and the latest, as RFC 5322 §3.6.4 allows. */
export const REFERENCES_MAX = 20;

/**
 * The Message-IDs of the mails between the firm and the prospect so far, oldest first: the
 * acknowledgement (if one went out), each reply sent and each answer that came by mail.
 */
export function threadMessageIds(
  lead: Pick<Lead, 'id' | 'message' | 'createdAt' | 'mail'>,
  replies: readonly LeadReplyRecord[],
  answers: readonly LeadAnswerRecord[],
  domain: string,
): string[] {
  const answerIds = new Map(answers.map((answer) => [answer.id, answer.messageId]));
  const ids = leadThread(lead, replies, answers).flatMap((message) => {
    if (message.side === 'firm') return [threadMessageId(lead.id, { reply: message.id }, domain)];
    const answerId = answerIds.get(message.id);
    return answerId ? [answerId] : [];
  });
  return lead.mail.acknowledgement.state === 'sent'
    ? [threadMessageId(lead.id, 'ack', domain), ...ids]
    : ids;
}

/**
 * The threading headers of mail `part` about lead `leadId`, which follows the mails `earlier` (oldest
 * first): our Message-ID, and In-Reply-To the latest of them with References to them all (capped).
 */
export function threadHeaders(
  leadId: string,
  part: ThreadPart,
  earlier: readonly string[],
  domain: string,
): Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references'> {
  const messageId = threadMessageId(leadId, part, domain);
  const chain = earlier.filter((id) => id !== messageId);
  if (chain.length === 0) return { messageId };
  const references =
    chain.length > REFERENCES_MAX ? [chain[0]!, ...chain.slice(-(REFERENCES_MAX - 1))] : [...chain];
  return { messageId, inReplyTo: chain.at(-1)!, references };
}

/**
 * The headers of a copy to the firm's mailbox (an answer, a kept-apart mail that named lead `leadId`):
 * threaded under the lead's notification, so the firm's mail client shows them together.
 */
export function firmCopyHeaders(
  leadId: string,
  copyId: string,
  domain: string,
): Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references'> {
  return threadHeaders(
    leadId,
    { copy: copyId },
    [threadMessageId(leadId, 'notification', domain)],
    domain,
  );
}
