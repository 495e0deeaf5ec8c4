// The firm's notification of a new lead: to sales, replying to the prospect, with everything they wrote.
import type { SendMailOptions } from 'nodemailer';
import type { ContactMessage } from '@site/contract';
import { escapeHtml, neutraliseEncodedWords } from '../mail/mailer.js';
import type { MailAddresses } from '../mail/mailer.js';

/** Header that ties the e-mail to its `contactMessages/{messageId}` document. */
export const MESSAGE_ID_HEADER = 'X-Contact-Message-Id';

export function composeContactMail(
  messageId: string,
  message: ContactMessage,
  addresses: MailAddresses,
  thread: Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references'> = {},
): SendMailOptions {
  const subject = `Website contact: ${neutraliseEncodedWords(message.subject)}`;
  // The optional fields, only when the visitor gave them (older stored messages have neither).
  const given: [label: string, value: string][] = [];
  if (message.company) given.push(['Company', message.company]);
  if (message.phone) given.push(['Phone', message.phone]);
  const text = [
    'A visitor sent a message through the contact form on the website.',
    '',
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    ...given.map(([label, value]) => `${label}: ${value}`),
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    `-- Reply to this e-mail to answer ${message.name}. Reference: ${messageId}`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<p>A visitor sent a message through the contact form on the website.</p>',
    '<table>',
    row('Name', message.name),
    row('E-mail', message.email),
    ...given.map(([label, value]) => row(label, value)),
    row('Subject', message.subject),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p style="color:#555">Reply to this e-mail to answer ${escapeHtml(message.name)}. Reference: ${escapeHtml(messageId)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.sender,
    to: addresses.recipient,
    // nodemailer encodes the display name; the schema already refused line breaks in both parts.
    replyTo: { name: neutraliseEncodedWords(message.name), address: message.email },
    subject,
    text,
    html,
    // Our Message-ID (thread-headers.ts): the copies of the prospect's answers thread under it.
    ...thread,
    headers: { [MESSAGE_ID_HEADER]: messageId },
  };
}
