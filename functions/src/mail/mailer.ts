// The mail transport every function sends through, and what makes a stranger's text safe in a mail:
// SMTP only; what each e-mail says is composed where its subject lives (functions/src/leads).
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export type SmtpTransporter = Transporter<SMTPTransport.SentMessageInfo>;

export interface MailAddresses {
  /** Who the message goes to: the firm's inbox (param CONTACT_RECIPIENT). */
  recipient: string;
  /** The envelope and From address the firm's SMTP server may send as (param CONTACT_SENDER). */
  sender: string;
}

/** Escapes text for use in HTML element content and quoted attribute values (shared/html-page.ts). */
export { escapeHtml } from '../shared/html-page.js';

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
