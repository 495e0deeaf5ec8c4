// The firm's answer to a lead, written in the inbox and sent as the firm: from CONTACT_SENDER, replies
// to the firm's inbox, the prospect's message quoted below as a mail client would.
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
  lead: Pick<Lead, 'id' | 'email' | 'subject' | 'message' | 'createdAt'>,
  body: string,
  firm: FirmContact,
  addresses: MailAddresses,
): SendMailOptions {
  const received = lead.createdAt;
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
    wrote,
    ...lead.message.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p style="color:#555">-- <br>${signature.map(escapeHtml).join('<br>')}</p>`,
    `<p style="color:#555">${escapeHtml(wrote)}</p>`,
    `<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(lead.message)}</blockquote>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.sender,
    // The bare address the lead gave (the schema refused line breaks in it).
    to: lead.email,
    // The prospect's answer reaches the firm's inbox, as a reply to the notification does.
    replyTo: addresses.recipient,
    // The stored subject passed the same one-line checks as the contact mail's.
    subject: replySubject(neutraliseEncodedWords(lead.subject)),
    text,
    html,
    headers: { [LEAD_REPLY_HEADER]: lead.id, [LEAD_REPLY_ID_HEADER]: replyId },
  };
}
