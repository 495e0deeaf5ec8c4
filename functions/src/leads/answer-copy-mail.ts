// The copy of a prospect's answer that goes to the firm's mailbox (CONTACT_RECIPIENT), once: the site
// keeps no attachment, so the whole mail goes there, every attachment included; an answer on the
// conversation page goes there as its text. A mail kept apart from every thread goes the same way,
// marked so. Replying to the copy answers the prospect directly, as replying to the notification does.
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml, neutraliseEncodedWords } from '../mail/mailer.js';
import type { MailAddresses } from '../mail/mailer.js';
import { MESSAGE_ID_HEADER } from './notification-mail.js';

/** A mail as it arrived, for its copy: its text, HTML and files. */
export interface WholeMail {
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export type CopyOf =
  /** An answer stored in lead `leadId`'s thread, by mail or on the conversation page. */
  | { kind: 'answer'; leadId: string; channel: 'email' | 'page'; prospect: string }
  /** A mail kept apart from every thread (`reason`, the contract's KEPT_APART_REASONS), for an admin. */
  | { kind: 'kept-apart'; leadId: string | null; reason: string };

/** Ties a copy to the stray mail it is of (`strayMail/{id}`), as MESSAGE_ID_HEADER ties one to a lead. */
export const STRAY_MAIL_HEADER = 'X-Stray-Mail-Id';

function introduction(of: CopyOf): string {
  if (of.kind === 'kept-apart') {
    return `This mail came to a reply address of the website but joined no conversation (${of.reason.toLowerCase()}). The inbox lists it under "Mail kept apart".`;
  }
  return of.channel === 'email'
    ? `${of.prospect} answered by e-mail. The inbox shows the answer in the conversation; this is the whole mail, every attachment included (the website keeps no file).`
    : `${of.prospect} answered on their conversation page. The inbox shows it in the conversation.`;
}

/** The copy of `mail` for the firm's mailbox; `headers` thread it (thread-headers.ts). */
export function composeAnswerCopy(
  of: CopyOf,
  mail: WholeMail,
  id: string,
  addresses: MailAddresses,
  headers: Pick<SendMailOptions, 'messageId' | 'inReplyTo' | 'references' | 'replyTo'>,
): SendMailOptions {
  const intro = introduction(of);
  const body = mail.text ?? '';
  const subject = neutraliseEncodedWords(mail.subject || '(no subject)');
  return {
    from: addresses.sender,
    to: addresses.recipient,
    subject: of.kind === 'kept-apart' ? `[Kept apart] ${subject}` : `Answer: ${subject}`,
    text: [intro, '', `From: ${mail.from}`, `Subject: ${mail.subject}`, '', body].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      `<p style="color:#555">${escapeHtml(intro)}</p>`,
      `<p>From: ${escapeHtml(mail.from)}<br>Subject: ${escapeHtml(mail.subject)}</p>`,
      `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>`,
      '</body></html>',
    ].join('\n'),
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    ...headers,
    headers:
      of.kind === 'kept-apart'
        ? { [STRAY_MAIL_HEADER]: id, ...(of.leadId ? { [MESSAGE_ID_HEADER]: of.leadId } : {}) }
        : { [MESSAGE_ID_HEADER]: of.leadId },
  };
}
