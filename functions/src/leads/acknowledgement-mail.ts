// The e-mail that tells a prospect their message arrived and when to expect an answer, with the link
// to their conversation page. It repeats nothing the sender typed, not even the name or subject: it
// goes to an address nobody has verified, so anything echoed would let a stranger send spam through
// the form (the page behind the link shows the thread only to whoever holds the link).
import type { SendMailOptions } from 'nodemailer';
import {
  expectedAnswer,
  formatLagosClock,
  formatLagosDate,
  OPENING_HOURS,
  telHref,
  whatsAppHref,
} from '@site/contract';
import type { FirmContact } from '../shared/firm-contact.js';
import { escapeHtml } from '../mail/mailer.js';
import type { MailAddresses } from '../mail/mailer.js';

/** Ties the acknowledgement to its `contactMessages/{messageId}` document. */
export const ACKNOWLEDGEMENT_HEADER = 'X-Contact-Acknowledgement-For';

/**
 * The acknowledgement of message `messageId`, stored at `receivedAt`, sent at `now` (later than the
 * arrival only after a mail outage: the promised answer time then counts from now, so it is one the
 * firm can still keep). Replies go to the firm's inbox.
 */
export function composeAcknowledgementMail(
  messageId: string,
  to: string,
  receivedAt: Date,
  now: Date,
  firm: FirmContact,
  addresses: MailAddresses,
  thread: {
    /** Our Message-ID and the lead's reply address (thread-headers.ts). */
    headers: Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references' | 'replyTo'>;
    /** The prospect's conversation page. */
    conversationUrl: string;
  },
): SendMailOptions {
  const arrived = `${formatLagosDate(receivedAt)} at ${formatLagosClock(receivedAt)} (West Africa Time)`;
  const answer = expectedAnswer(now).text;
  const hours = OPENING_HOURS.map(
    (row) => `${row.days}: ${row.opens ? `${row.label} WAT` : 'closed'}`,
  );
  const whatsApp = firm.whatsApp === null ? null : whatsAppHref(firm.whatsApp);
  const siteHost = new URL(firm.siteUrl).host;
  const text = [
    `Thank you for writing to ${firm.name}. Your message reached us on ${arrived}.`,
    '',
    `Expect our answer ${answer}.`,
    '',
    'Our hours:',
    ...hours.map((line) => `- ${line}`),
    '- Closed on public holidays in Nigeria.',
    '',
    `Your conversation with us, our answers included: ${thread.conversationUrl}`,
    '',
    'To add to your message, reply to this e-mail or write on that page. To talk sooner:',
    ...(whatsApp ? [`- WhatsApp: ${whatsApp}`] : []),
    `- Phone: ${firm.phone}`,
    '',
    `${firm.name}, ${firm.siteUrl}`,
    `Reference: ${messageId}`,
    '',
    `You received this e-mail because this address was given in the contact form on ${siteHost}. If that was not you, you can ignore it: you will not hear from us again unless you write to us.`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Thank you for writing to ${escapeHtml(firm.name)}. Your message reached us on ${escapeHtml(arrived)}.</p>`,
    `<p><strong>Expect our answer ${escapeHtml(answer)}.</strong></p>`,
    '<p>Our hours:</p><ul>',
    ...hours.map((line) => `<li>${escapeHtml(line)}</li>`),
    '<li>Closed on public holidays in Nigeria.</li></ul>',
    `<p><a href="${escapeHtml(thread.conversationUrl)}">Your conversation with us</a>, our answers included.</p>`,
    '<p>To add to your message, reply to this e-mail or write on that page. To talk sooner:</p><ul>',
    ...(whatsApp ? [`<li><a href="${escapeHtml(whatsApp)}">WhatsApp us</a></li>`] : []),
    `<li>Phone: <a href="${escapeHtml(telHref(firm.phone))}">${escapeHtml(firm.phone)}</a></li></ul>`,
    `<p>${escapeHtml(firm.name)}, <a href="${escapeHtml(firm.siteUrl)}">${escapeHtml(siteHost)}</a><br>Reference: ${escapeHtml(messageId)}</p>`,
    `<p style="color:#555;font-size:small">You received this e-mail because this address was given in the contact form on ${escapeHtml(siteHost)}. If that was not you, you can ignore it: you will not hear from us again unless you write to us.</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.sender,
    // The bare address: a display name would be text the sender typed.
    to,
    // The lead's reply address (or the firm's mailbox when none is set up): an answer joins the thread.
    replyTo: addresses.recipient,
    subject: `We have your message: ${firm.name}`,
    text,
    html,
    ...thread.headers,
    headers: {
      [ACKNOWLEDGEMENT_HEADER]: messageId,
      // RFC 3834: an automatic reply, so auto-responders do not answer it and start a loop.
      'Auto-Submitted': 'auto-replied',
    },
  };
}
