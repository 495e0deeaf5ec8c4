import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { ContactMessage } from '@site/contract';

export type SmtpTransporter = Transporter<SMTPTransport.SentMessageInfo>;

export interface MailAddresses {
  /** Who the message goes to: the firm's inbox (param CONTACT_RECIPIENT). */
  recipient: string;
  /** The envelope and From address the firm's SMTP server may send as (param CONTACT_SENDER). */
  sender: string;
}

/** Header that ties the e-mail to its `contactMessages/{messageId}` document. */
export const MESSAGE_ID_HEADER = 'X-Contact-Message-Id';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * An SMTP transport from a URL such as `smtps://user:password@smtp.example.com:465` or
 * `smtp://127.0.0.1:2525`. Timeouts are bounded so a stuck server fails the attempt (and the
 * message is marked `mail_failed`) well before the function's own timeout.
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  } satisfies SMTPTransport.Options);
}

/**
 * A visitor's text made safe for a header (the Subject, the Reply-To name). The schema already refuses
 * line breaks, but nodemailer passes ASCII text through as it is, so an RFC 2047 encoded word typed
 * into the form ("=?UTF-8?Q?Hi=0D=0ABcc:...?=") would reach the mail client as one, and the client
 * would show what it decodes to, line break included. A space after the "=" leaves the visitor's
 * text readable and makes it no encoded word for any client, however often it decodes.
 */
export function neutraliseEncodedWords(text: string): string {
  return text.replaceAll('=?', '= ?');
}

export function composeContactMail(
  messageId: string,
  message: ContactMessage,
  addresses: MailAddresses,
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
    headers: { [MESSAGE_ID_HEADER]: messageId },
  };
}
