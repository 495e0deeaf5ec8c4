// The firm's answer to a lead, written in the inbox and sent as the firm: from CONTACT_SENDER, threaded
// under the mails before it, replies to the lead's reply address (thread-headers.ts), with the link to
// the prospect's conversation page and their latest message quoted below as a mail client would.
import type { SendMailOptions } from 'nodemailer';
import { formatLagosClock, formatLagosDate, replySubject, type Lead } from '@site/contract';
import { escapeHtml, neutraliseEncodedWords } from '../mail/mailer.js';
import type { MailAddresses } from '../mail/mailer.js';
import type { FirmContact } from '../shared/firm-contact.js';

/** Ties a reply to its lead (`contactMessages/{messageId}`) and to itself (`…/replies/{replyId}`). */
export const LEAD_REPLY_HEADER = 'X-Lead-Reply-For';
export const LEAD_REPLY_ID_HEADER = 'X-Lead-Reply-Id';

export function composeLeadReplyMail(
  replyId: string,
  lead: Pick<Lead, 'id' | 'email' | 'subject'>,
  body: string,
  firm: FirmContact,
  addresses: MailAddresses,
  thread: {
    /** The prospect's latest message, which this reply answers. */
    quoted: { text: string; at: Date | null };
    /** Our Message-ID, In-Reply-To, References and the lead's reply address (thread-headers.ts). */
    headers: Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references' | 'replyTo'>;
    conversationUrl: string;
  },
): SendMailOptions {
  const received = thread.quoted.at;
  const wrote = received
    ? `On ${formatLagosDate(received)} at ${formatLagosClock(received)}, you wrote:`
    : 'You wrote:';
  const signature = [firm.name, firm.phone, firm.siteUrl];
  const text = [
    body,
    '',
    '-- ',
    ...signature,
    '',
    `Our conversation: ${thread.conversationUrl}`,
    '',
    wrote,
    ...thread.quoted.text.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p style="color:#555">-- <br>${signature.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(thread.conversationUrl)}">Our conversation</a>, every message in one place.</p>`,
    `<p style="color:#555">${escapeHtml(wrote)}</p>`,
    `<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(thread.quoted.text)}</blockquote>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.sender,
    // The bare address the lead gave (the schema refused line breaks in it).
    to: lead.email,
    // The lead's reply address, else the firm's mailbox (thread.headers decides).
    replyTo: addresses.recipient,
    // The stored subject passed the same one-line checks as the contact mail's.
    subject: replySubject(neutraliseEncodedWords(lead.subject)),
    text,
    html,
    ...thread.headers,
    headers: { [LEAD_REPLY_HEADER]: lead.id, [LEAD_REPLY_ID_HEADER]: replyId },
  };
}
