// What both contact entry points do with a message, as a plain function of its inputs and
// dependencies: it parses the request once, with the contract's schema, and returns an outcome
// (contact-outcome.ts) that the callable (contact-callable.ts) and the HTML form's post
// (contact-form-post.ts) each put in their transport's terms. Tests run it against the local emulator.
import type { Transaction } from 'firebase-admin/firestore';
import {
  contactErrorSummary,
  contactFieldErrors,
  contactRequestSchema,
  type ContactResult,
} from '@site/contract';
import { acknowledgementLimit } from './acknowledgement-limit.js';
import type { ContactOutcome } from './contact-outcome.js';
import { claimMailAttempt, createContactMessageOnce } from './contact-store.js';
import type { ContactStatus, StoredContactMessage } from './contact-store.js';
import { hashIp } from '../shared/ip-hash.js';
import { alertAdmins } from '../leads/lead-alerts.js';
import type { AlertSender } from '../leads/lead-alerts.js';
import { deliverMail, functionsLog, MAIL_RETRY_POLICY } from '../mail/mail-delivery.js';
import type { MailDeliveryDependencies } from '../mail/mail-delivery.js';
import { CONTACT_RATE_LIMIT, consumeRateLimit, rateLimitRef } from '../shared/rate-limit.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';

export { CONTACT_TIMEOUT_SECONDS, STALE_MAIL_ATTEMPT_MS } from '../mail/mail-delivery.js';

export interface ContactCaller {
  /** Firebase Auth uid when the visitor is signed in. */
  uid: string | null;
  userAgent: string | null;
  /** Only ever hashed; see shared/caller-ip.ts for how it is determined. */
  ip: string;
}

/** What the handler needs besides the e-mail's own dependencies (db, transport, clock, log). */
export interface ContactDependencies extends MailDeliveryDependencies {
  ipHashSalt: string;
  rateLimit?: RateLimitPolicy;
  /**
   * Push alerts to the admins' devices, once per stored message (never for a retry or from the mail
   * sweep, which has no such dependency). None: no alerts.
   */
  alerts?: AlertSender;
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
  // Consulted only for a message not stored yet, so a retry never counts against the limit.
  const withinRateLimit = async (transaction: Transaction) =>
    (await consumeRateLimit(transaction, rateLimit, now, policy)).allowed;
  const stored = await createContactMessageOnce(
    deps.db,
    messageId,
    message,
    {
      uid: caller.uid,
      userAgent: caller.userAgent,
      ipHash,
      page: page ?? null,
      source: source ?? null,
    },
    withinRateLimit,
    { now, staleAfterMs: (deps.retryPolicy ?? MAIL_RETRY_POLICY).staleAfterMs },
    acknowledgementLimit(deps.db, message.email, deps.ipHashSalt),
  );
  switch (stored.outcome) {
    case 'refused':
      return { outcome: 'rate-limited' };
    case 'exists':
      return { outcome: 'stored', result: await answerRetry(messageId, stored.existing, deps) };
    case 'created': {
      // The alert and the sender's acknowledgement go out beside the notification's first attempt,
      // so the visitor waits for the slowest, not all; neither throws, and both are awaited even
      // when the notification throws, because an instance may be frozen as soon as the function
      // returns. Only the name and subject go in a push: the message text never leaves in one.
      const { name, subject } = message;
      const log = deps.log ?? functionsLog;
      const alerting =
        deps.alerts && alertAdmins(deps.db, deps.alerts, { messageId, name, subject }, log);
      const acknowledging =
        stored.acknowledge &&
        deliverMail('acknowledgement', messageId, message, now, 1, deps).catch((error: unknown) => {
          // A failure to record the outcome: the attempt stays `received`, and the sweep takes it
          // over once it is stale.
          log.error('Acknowledgement e-mail attempt could not be recorded.', {
            messageId,
            reason: error instanceof Error ? error.message : String(error),
          });
        });
      try {
        const status = visitorStatus(
          await deliverMail('notification', messageId, message, now, 1, deps),
        );
        return { outcome: 'stored', result: { messageId, status } };
      } finally {
        await Promise.all([alerting, acknowledging]);
      }
    }
  }
}

function visitorStatus(status: ContactStatus): ContactResult['status'] {
  return status === 'mail_abandoned' ? 'mail_failed' : status;
}

/**
 * A retry never writes a second document; it re-attempts the firm's notification only when that is
 * owed. The acknowledgement is left to the sweep: the sender is waiting for the notification.
 */
async function answerRetry(
  messageId: string,
  existing: StoredContactMessage,
  deps: ContactDependencies,
): Promise<ContactResult> {
  const notification = existing.mail.notification.status ?? 'received';
  if (notification === 'sent') {
    return { messageId, status: 'sent' };
  }
  const claim = await claimMailAttempt(
    deps.db,
    messageId,
    deps.now(),
    'visitor',
    deps.retryPolicy ?? MAIL_RETRY_POLICY,
  );
  switch (claim.outcome) {
    case 'not-due':
      // Another request or the sweep is sending this e-mail right now, or it was given up on.
      return { messageId, status: visitorStatus(claim.status ?? notification) };
    case 'abandoned':
      return { messageId, status: 'mail_failed' };
    case 'claimed':
      // The stored text is what gets mailed: the document is the record of what the visitor sent.
      return {
        messageId,
        status: visitorStatus(
          await deliverMail(
            'notification',
            messageId,
            claim.message,
            claim.message.createdAt?.toDate() ?? deps.now(),
            claim.attempt,
            deps,
          ),
        ),
      };
  }
}
