// What both contact entry points do with a message, as a plain function of its inputs and
// dependencies: it parses the request once, with the contract's schema, hands a valid one to the lead
// record (leads/receive-lead.ts) under the caller's rate limit, and returns an outcome
// (contact-outcome.ts) that the callable (contact-callable.ts) and the HTML form's post
// (contact-form-post.ts) each put in their transport's terms. Tests run it against the local emulator.
import type { Transaction } from 'firebase-admin/firestore';
import { contactErrorSummary, contactFieldErrors, contactRequestSchema } from '@site/contract';
import { acknowledgementLimit } from '../leads/acknowledgement-limit.js';
import { receiveLead, type ReceiveLeadDependencies } from '../leads/receive-lead.js';
import { hashIp } from '../shared/ip-hash.js';
import { CONTACT_RATE_LIMIT, consumeRateLimit, rateLimitRef } from '../shared/rate-limit.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';
import type { ContactOutcome } from './contact-outcome.js';

export interface ContactCaller {
  /** Firebase Auth uid when the visitor is signed in. */
  uid: string | null;
  userAgent: string | null;
  /** Only ever hashed; see shared/caller-ip.ts for how it is determined. */
  ip: string;
}

/** What the handler needs besides the lead's own dependencies (db, transport, clock, log, alerts). */
export interface ContactDependencies extends ReceiveLeadDependencies {
  ipHashSalt: string;
  rateLimit?: RateLimitPolicy;
}

/** `data` as received: this is the one place a contact request is parsed. */
export async function handleContactRequest(
  data: unknown,
  caller: ContactCaller,
  deps: ContactDependencies,
): Promise<ContactOutcome> {
  const parsed = contactRequestSchema.safeParse(data);
  if (!parsed.success) {
    return {
      outcome: 'invalid',
      summary: contactErrorSummary(parsed.error),
      fieldErrors: contactFieldErrors(parsed.error),
    };
  }
  const { messageId, page, source, ...message } = parsed.data;

  const ipHash = hashIp(caller.ip, deps.ipHashSalt);
  const rateLimit = rateLimitRef(deps.db, ipHash);
  const now = deps.now();
  const policy = deps.rateLimit ?? CONTACT_RATE_LIMIT;
  // Consulted only for a lead not stored yet, so a retry never counts against the limit.
  const admit = async (transaction: Transaction) =>
    (await consumeRateLimit(transaction, rateLimit, now, policy)).allowed;
  const received = await receiveLead(
    messageId,
    message,
    {
      uid: caller.uid,
      userAgent: caller.userAgent,
      ipHash,
      page: page ?? null,
      source: source ?? null,
    },
    { admit, acknowledgement: acknowledgementLimit(deps.db, message.email, deps.ipHashSalt) },
    deps,
  );
  return received.outcome === 'refused' ? { outcome: 'rate-limited' } : received;
}
