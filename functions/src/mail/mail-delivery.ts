// One e-mail attempt for a stored message (the firm's notification or the sender's acknowledgement),
// and what a failed attempt means for the next one. Shared by the callable (first attempt, a
// visitor's retry) and the retry sweep.
import * as logger from 'firebase-functions/logger';
import type { Firestore } from 'firebase-admin/firestore';
import type { ContactMessage } from '@site/contract';
import { composeAcknowledgementMail } from '../contact/acknowledgement-mail.js';
import type { FirmContact } from '../shared/firm-contact.js';
import { markMailFailed, markMailSent } from '../contact/contact-store.js';
import type { MailClaimPolicy, MailKind } from '../contact/contact-store.js';
import { composeContactMail } from './mailer.js';
import type { MailAddresses, SmtpTransporter } from './mailer.js';

/**
 * Timeout of every function that sends mail (the callable and the sweep), so no attempt can run
 * longer than this; an attempt older than twice this can no longer be running.
 */
export const CONTACT_TIMEOUT_SECONDS = 60;
export const STALE_MAIL_ATTEMPT_MS = 2 * CONTACT_TIMEOUT_SECONDS * 1000;

export interface MailRetryPolicy extends MailClaimPolicy {
  /** Wait after the first failed attempt; each later failure doubles it, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
}

/**
 * 10 attempts, 5 min after the first failure, doubling up to 6 h: the last attempt comes about
 * 22.5 h after the first, so an SMTP outage of up to a day loses no notification, while a message
 * that can never be mailed (e.g. the provider refuses it) stops being retried within a day.
 */
export const MAIL_RETRY_POLICY: MailRetryPolicy = {
  maxAttempts: 10,
  firstRetryDelayMs: 5 * 60_000,
  maxRetryDelayMs: 6 * 60 * 60_000,
  staleAfterMs: STALE_MAIL_ATTEMPT_MS,
};

/** How long to wait after failed attempt number `attempt` (1-based) before the next one. */
export function retryDelayMs(attempt: number, policy: MailRetryPolicy): number {
  return Math.min(policy.firstRetryDelayMs * 2 ** (attempt - 1), policy.maxRetryDelayMs);
}

/** Structured logging: Cloud Logging's JSON lines in a function, readable lines in a local script. */
export interface MailLog {
  info: (message: string, data: Record<string, unknown>) => void;
  error: (message: string, data: Record<string, unknown>) => void;
}

export const functionsLog: MailLog = { info: logger.info, error: logger.error };

export interface MailDeliveryDependencies {
  db: Firestore;
  transport: SmtpTransporter;
  addresses: MailAddresses;
  /** What the acknowledgement names of the firm. */
  firm: FirmContact;
  now: () => Date;
  retryPolicy?: MailRetryPolicy;
  /** firebase-functions' logger unless given. */
  log?: MailLog;
}

export type DeliveryStatus = 'sent' | 'mail_failed' | 'mail_abandoned';

const MAIL_NAMES: Record<MailKind, string> = {
  notification: 'Contact e-mail',
  acknowledgement: 'Acknowledgement e-mail',
};

/**
 * Sends e-mail `kind` of a message stored at `receivedAt`, whose attempt number `attempt` the caller
 * owns (it created the message or claimed it), and records the outcome on the document.
 */
export async function deliverMail(
  kind: MailKind,
  messageId: string,
  message: ContactMessage,
  receivedAt: Date,
  attempt: number,
  deps: MailDeliveryDependencies,
): Promise<DeliveryStatus> {
  let smtpMessageId: string;
  try {
    const info = await deps.transport.sendMail(
      kind === 'notification'
        ? composeContactMail(messageId, message, deps.addresses)
        : composeAcknowledgementMail(
            messageId,
            message.email,
            receivedAt,
            deps.now(),
            deps.firm,
            deps.addresses,
          ),
    );
    smtpMessageId = info.messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const policy = deps.retryPolicy ?? MAIL_RETRY_POLICY;
    const retryAt =
      attempt >= policy.maxAttempts
        ? null
        : new Date(deps.now().getTime() + retryDelayMs(attempt, policy));
    const status = await markMailFailed(deps.db, messageId, reason, retryAt, kind);
    // Logged without the visitor's text; the document holds it for the admin.
    (deps.log ?? functionsLog).error(
      status === 'mail_failed'
        ? `${MAIL_NAMES[kind]} failed; stored with status mail_failed.`
        : `${MAIL_NAMES[kind]} failed for the last time; stored with status mail_abandoned.`,
      { messageId, attempt, reason },
    );
    return status;
  }
  await markMailSent(deps.db, messageId, smtpMessageId, kind);
  return 'sent';
}
