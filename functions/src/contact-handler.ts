// What sendContactEmail does, as a plain function of its inputs and dependencies: the callable in
// index.ts only wires it to firebase-functions, and tests run it directly against the local emulator.
import { HttpsError } from 'firebase-functions/https';
import { error as logError } from 'firebase-functions/logger';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { contactErrorSummary, contactFieldErrors, contactRequestSchema } from './contact-schema.js';
import type { ContactMessage } from './contact-schema.js';
import {
  claimMailRetry,
  createContactMessageOnce,
  markMailFailed,
  markMailSent,
} from './contact-store.js';
import type { ContactStatus, StoredContactMessage } from './contact-store.js';
import { hashIp } from './ip-hash.js';
import { composeContactMail } from './mailer.js';
import type { MailAddresses, SmtpTransporter } from './mailer.js';
import { CONTACT_RATE_LIMIT, consumeRateLimit, rateLimitRef } from './rate-limit.js';
import type { RateLimitPolicy } from './rate-limit.js';

/** The callable's timeout; an e-mail attempt older than twice this can no longer be running. */
export const CONTACT_TIMEOUT_SECONDS = 60;
export const STALE_MAIL_ATTEMPT_MS = 2 * CONTACT_TIMEOUT_SECONDS * 1000;

export const RATE_LIMITED_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes and try again, or e-mail us directly.';

export interface ContactCaller {
  /** Firebase Auth uid when the visitor is signed in. */
  uid: string | null;
  userAgent: string | null;
  /** Only ever hashed; see caller-ip.ts for how it is determined. */
  ip: string;
}

export interface ContactDependencies {
  db: Firestore;
  transport: SmtpTransporter;
  addresses: MailAddresses;
  ipHashSalt: string;
  now: () => Date;
  rateLimit?: RateLimitPolicy;
}

/**
 * Every status means the firm has the message in Firestore; `sent` also means the e-mail went out.
 * See functions/README.md ("What the caller is told") for why `mail_failed` is still a success.
 */
export interface ContactResult {
  messageId: string;
  status: ContactStatus;
}

export async function handleContactRequest(
  data: unknown,
  caller: ContactCaller,
  deps: ContactDependencies,
): Promise<ContactResult> {
  const parsed = contactRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', contactErrorSummary(parsed.error), {
      fields: contactFieldErrors(parsed.error),
    });
  }
  const { messageId, ...message } = parsed.data;

  const ipHash = hashIp(caller.ip, deps.ipHashSalt);
  const rateLimit = rateLimitRef(deps.db, ipHash);
  const now = deps.now();
  const policy = deps.rateLimit ?? CONTACT_RATE_LIMIT;
  // Consulted only for a message not stored yet, so a retry never counts against the limit.
  const withinRateLimit = async (transaction: Transaction) =>
    (await consumeRateLimit(transaction, rateLimit, now, policy)).allowed;
  const stored = await createContactMessageOnce(
    deps.db,
    messageId,
    message,
    { uid: caller.uid, userAgent: caller.userAgent, ipHash },
    withinRateLimit,
  );
  switch (stored.outcome) {
    case 'refused':
      throw new HttpsError('resource-exhausted', RATE_LIMITED_MESSAGE);
    case 'exists':
      return answerRetry(messageId, stored.existing, deps);
    case 'created':
      return { messageId, status: await deliver(messageId, message, deps) };
  }
}

/** A retry never writes a second document; it re-attempts the e-mail only when that is owed. */
async function answerRetry(
  messageId: string,
  existing: StoredContactMessage,
  deps: ContactDependencies,
): Promise<ContactResult> {
  if (existing.status === 'sent') {
    return { messageId, status: 'sent' };
  }
  const claimed = await claimMailRetry(deps.db, messageId, deps.now(), STALE_MAIL_ATTEMPT_MS);
  if (claimed === null) {
    // Another request is sending this e-mail right now.
    return { messageId, status: existing.status };
  }
  // The stored text is what gets mailed: the document is the record of what the visitor sent.
  return { messageId, status: await deliver(messageId, claimed, deps) };
}

async function deliver(
  messageId: string,
  message: ContactMessage,
  deps: ContactDependencies,
): Promise<'sent' | 'mail_failed'> {
  let smtpMessageId: string;
  try {
    const info = await deps.transport.sendMail(
      composeContactMail(messageId, message, deps.addresses),
    );
    smtpMessageId = info.messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Logged without the visitor's text; the document holds it for the admin.
    logError('Contact e-mail failed; stored with status mail_failed.', { messageId, reason });
    await markMailFailed(deps.db, messageId, reason);
    return 'mail_failed';
  }
  await markMailSent(deps.db, messageId, smtpMessageId);
  return 'sent';
}
