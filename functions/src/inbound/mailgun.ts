// Mailgun's inbound routes (a route's `forward("https://…/receiveInboundMail")`), as documented in
// "Receiving Messages via HTTP through a forward() action": a form post (urlencoded, or multipart
// when the mail has attachments) of the parsed mail, signed with the domain's HTTP webhook signing
// key: `signature` is the hex HMAC-SHA256 of `timestamp` followed by `token`. Why Mailgun: README.md,
// "Dependencies and why" and functions/README.md, "Inbound mail".
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { messageIdsIn, newTextOfMail } from '@site/contract';
import type { InboundMail } from '../leads/lead-answers.js';
import type { InboundProvider, InboundRequest, ProviderReading } from './inbound-provider.js';

/**
 * How far a post's timestamp may be from our clock, either way. Mailgun signs each post when it sends
 * it, its retries too (the first comes 10 minutes later, so a post signed once could never be retried
 * under any window); 5 minutes covers clock skew and a cold start, and every token is accepted once.
 */
export const MAILGUN_MAX_AGE_MS = 5 * 60_000;

/** Mailgun's answer that refuses a post for good: "406 (Not Acceptable) … it will not be retried." */
export const MAILGUN_REFUSED_STATUS = 406;

/** The signature Mailgun sends for `timestamp` and `token` (also how the SMTP catcher signs its posts). */
export function mailgunSignature(key: string, timestamp: string, token: string): string {
  return createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The mail's headers as Mailgun lists them (`message-headers`: JSON of [name, value] pairs). */
function headersOf(form: FormData): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  try {
    const pairs: unknown = JSON.parse(text(form, 'message-headers') || '[]');
    if (Array.isArray(pairs)) {
      for (const pair of pairs) {
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
          const name = pair[0].toLowerCase();
          headers.set(name, [...(headers.get(name) ?? []), pair[1]]);
        }
      }
    }
  } catch {
    // Unreadable headers: the fields below still name sender, recipient and subject.
  }
  return headers;
}

function verify(form: FormData, key: string, now: Date): ProviderReading | null {
  const timestamp = text(form, 'timestamp');
  const token = text(form, 'token');
  const signature = text(form, 'signature');
  if (timestamp === '' || token === '' || signature === '') {
    return { outcome: 'refused', reason: 'unsigned' };
  }
  const expected = Buffer.from(mailgunSignature(key, timestamp, token), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { outcome: 'refused', reason: 'bad-signature' };
  }
  const signedAt = Number(timestamp) * 1000;
  if (!Number.isFinite(signedAt) || Math.abs(now.getTime() - signedAt) > MAILGUN_MAX_AGE_MS) {
    return { outcome: 'refused', reason: 'stale' };
  }
  return null;
}

async function read(request: InboundRequest, key: string, now: Date): Promise<ProviderReading> {
  let form: FormData;
  try {
    form = await new Response(request.body, {
      headers: { 'content-type': request.contentType ?? '' },
    }).formData();
  } catch {
    return { outcome: 'refused', reason: 'unreadable' };
  }
  const refused = verify(form, key, now);
  if (refused) return refused;

  const headers = headersOf(form);
  const header = (name: string) => headers.get(name.toLowerCase())?.join(' ') ?? text(form, name);
  const count = Number(text(form, 'attachment-count')) || 0;
  const attachments = await Promise.all(
    Array.from({ length: count }, (_, index) => form.get(`attachment-${index + 1}`))
      .filter((value) => value !== null && typeof value !== 'string')
      .map(async (file) => ({
        filename: file.name || 'attachment',
        contentType: file.type || 'application/octet-stream',
        content: Buffer.from(await file.arrayBuffer()),
      })),
  );
  // body-html is one field, or one per HTML part in newer posts.
  const html = form
    .getAll('body-html')
    .filter((value) => typeof value === 'string')
    .join('\n');
  const plainText = text(form, 'body-plain');
  const messageId = messageIdsIn(header('Message-Id'))[0] ?? null;
  const mail: InboundMail = {
    // The mail's own id when it has one; else one made from what identifies it, so a redelivery of
    // the same mail still finds the first.
    deliveryId:
      messageId ??
      createHash('sha256')
        .update([text(form, 'from'), text(form, 'subject'), header('Date'), plainText].join('\0'))
        .digest('hex'),
    messageId,
    from: text(form, 'from') || text(form, 'sender'),
    recipients: [text(form, 'recipient'), header('To'), header('Cc')]
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== ''),
    subject: text(form, 'subject'),
    newText: newTextOfMail({ strippedText: text(form, 'stripped-text'), plainText, html }),
    inReplyTo: messageIdsIn(header('In-Reply-To')),
    references: messageIdsIn(header('References')),
    text: plainText || null,
    html: html || null,
    attachments,
  };
  return { outcome: 'accepted', mail, replayKey: `mailgun:${text(form, 'token')}` };
}

export const mailgun: InboundProvider = {
  name: 'mailgun',
  refusedStatus: MAILGUN_REFUSED_STATUS,
  read,
};
