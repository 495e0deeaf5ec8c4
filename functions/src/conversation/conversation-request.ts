// The conversation page's requests, as a plain function of the request: a GET shows the thread and
// changes nothing (mail scanners open links first); a POST of its form adds the prospect's answer
// with the contact form's rules: the contract's message checks, the Origin check, the honeypot, the
// same rate limit per hashed address, one answer per form even when posted twice, and nothing sent
// back to the prospect (leads/lead-answers.ts). A refused post comes back as the page with what was
// typed and why.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import {
  CONTACT_HONEYPOT_FIELD,
  CONVERSATION_PATH_PREFIX,
  contactMessageSchema,
  conversationPath,
  TOKEN_PATTERN,
} from '@site/contract';
import { readConversation } from '../leads/conversation-record.js';
import { tokenDigest } from '../leads/conversation-tokens.js';
import {
  leadOfConversation,
  receivePageAnswer,
  type AnswerDependencies,
} from '../leads/lead-answers.js';
import { hashIp } from '../shared/ip-hash.js';
import {
  CONTACT_RATE_LIMIT,
  consumeRateLimit,
  RATE_LIMITED_MESSAGE,
  rateLimitRef,
} from '../shared/rate-limit.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';
import { conversationPage, noConversationPage } from './conversation-page.js';

/** A form larger than this holds no answer (the message's limit is 5,000 characters). */
export const MAX_ANSWER_FORM_BYTES = 64 * 1024;

export interface ConversationRequest {
  method: string;
  /** The URL's path: `/conversation/<token>`. */
  path: string;
  /** `sent` after a stored post's redirect. */
  sent: boolean;
  origin: string | undefined;
  contentType: string | undefined;
  body: Buffer | string | undefined;
}

export type ConversationAnswer =
  | { status: 303; location: string }
  | { status: 200 | 400 | 403 | 404 | 405 | 413 | 415 | 429; html: string };

export interface ConversationDependencies extends AnswerDependencies {
  ipHashSalt: string;
  allowedOrigins: readonly string[];
  rateLimit?: RateLimitPolicy;
}

export async function handleConversationRequest(
  request: ConversationRequest,
  caller: { ip: string },
  deps: ConversationDependencies,
): Promise<ConversationAnswer> {
  const firm = deps.firm.name;
  const token = request.path.slice(CONVERSATION_PATH_PREFIX.length).replace(/\/$/, '');
  const conversation = TOKEN_PATTERN.test(token)
    ? await readConversation(deps.db, tokenDigest(token))
    : null;
  if (conversation === null) return { status: 404, html: noConversationPage(firm) };
  const action = conversationPath(token);
  const page = (
    status: 200 | 400 | 403 | 405 | 413 | 415 | 429,
    extra: { typed?: string; error?: { field: string } | { summary: string }; sent?: boolean } = {},
  ): ConversationAnswer => ({
    status,
    html: conversationPage({ conversation, firm, action, postId: randomUUID(), ...extra }),
  });

  if (request.method === 'GET' || request.method === 'HEAD')
    return page(200, { sent: request.sent });
  if (request.method !== 'POST') return page(405);
  // The page sends no referrer (its address holds the token), so the browser names its own post's
  // origin "null"; another site's form names its origin and is refused. A forged post would need the
  // token anyway.
  if (
    request.origin !== undefined &&
    request.origin !== 'null' &&
    !deps.allowedOrigins.includes(request.origin)
  ) {
    return page(403, { error: { summary: 'This form can only be sent from our own website.' } });
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.contentType ?? '')) {
    return page(415, {
      error: { summary: 'The form arrived in a format we cannot read. Please try again.' },
    });
  }
  const body = request.body ?? '';
  if (Buffer.byteLength(body) > MAX_ANSWER_FORM_BYTES) {
    return page(413, {
      error: { summary: 'The form was too large to read. Please shorten your message.' },
    });
  }
  const fields = new URLSearchParams(body.toString());
  // Answered as if sent, so a bot learns nothing; nothing is stored.
  if ((fields.get(CONTACT_HONEYPOT_FIELD) ?? '') !== '') {
    return { status: 303, location: `${action}?sent=1` };
  }
  const typed = fields.get('message') ?? '';
  const parsed = contactMessageSchema.shape.message.safeParse(typed);
  if (!parsed.success) {
    return page(400, {
      typed,
      error: { field: parsed.error.issues[0]?.message ?? 'Please enter your message.' },
    });
  }
  const postId = fields.get('postId') ?? '';
  const lead = await leadOfConversation(deps.db, tokenDigest(token));
  if (lead === null) return { status: 404, html: noConversationPage(firm) };
  const now = deps.now();
  const limit = rateLimitRef(deps.db, hashIp(caller.ip, deps.ipHashSalt));
  const admit = async (transaction: Transaction) =>
    (await consumeRateLimit(transaction, limit, now, deps.rateLimit ?? CONTACT_RATE_LIMIT)).allowed;
  const outcome = await receivePageAnswer(
    lead,
    // A form from before the ids, or a script without one: the text stands for its id, so a reload
    // that posts it again is still one answer.
    { postId: /^[\w-]{8,64}$/.test(postId) ? postId : `text:${parsed.data}`, text: parsed.data },
    admit,
    deps,
  );
  switch (outcome.outcome) {
    case 'rate-limited':
      return page(429, { typed, error: { summary: RATE_LIMITED_MESSAGE } });
    case 'no-conversation':
      return { status: 404, html: noConversationPage(firm) };
    default:
      return { status: 303, location: `${action}?sent=1` };
  }
}
