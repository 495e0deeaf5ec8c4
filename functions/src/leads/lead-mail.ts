// One e-mail attempt for a stored lead (the firm's notification or the prospect's acknowledgement):
// composed here, sent through the transport, its outcome recorded on the lead. Shared by the first
// attempt, a visitor's retry and the sweep.
import type { Firestore } from 'firebase-admin/firestore';
import type { Lead, LeadMailKind, MailOutcome } from '@site/contract';
import type { MailAddresses, SmtpTransporter } from '../mail/mailer.js';
import {
  MAIL_RETRY_POLICY,
  nextAttemptAfterFailure,
  type MailRetryPolicy,
} from '../mail/retry-policy.js';
import type { FirmContact } from '../shared/firm-contact.js';
import { functionsLog, type Log } from '../shared/log.js';
import { composeAcknowledgementMail } from './acknowledgement-mail.js';
import { markLeadMailFailed, markLeadMailSent } from './lead-mail-ledger.js';
import { composeContactMail } from './notification-mail.js';
import {
  conversationUrl,
  messageIdDomain,
  prospectReplyTo,
  threadHeaders,
  type ThreadingSettings,
} from './thread-headers.js';

/** What sending any of the firm's e-mails about a lead needs. */
export interface LeadMailDependencies {
  db: Firestore;
  transport: SmtpTransporter;
  addresses: MailAddresses;
  /** What the acknowledgement names of the firm. */
  firm: FirmContact;
  /** How the mails are threaded and answered (thread-headers.ts). */
  threading: ThreadingSettings;
  now: () => Date;
  retryPolicy?: MailRetryPolicy;
  /** firebase-functions' logger unless given. */
  log?: Log;
}

const MAIL_NAMES: Record<LeadMailKind, string> = {
  notification: 'Contact e-mail',
  acknowledgement: 'Acknowledgement e-mail',
};

/**
 * Sends e-mail `kind` of `lead` (stored at `receivedAt`), whose attempt number `attempt` the caller
 * owns (it created the lead or claimed the e-mail), and records the outcome on the lead.
 */
export async function deliverLeadMail(
  kind: LeadMailKind,
  lead: Pick<Lead, 'id' | 'name' | 'email' | 'company' | 'phone' | 'subject' | 'message'> &
    Partial<Pick<Lead, 'conversationGeneration'>>,
  receivedAt: Date,
  attempt: number,
  deps: LeadMailDependencies,
): Promise<MailOutcome> {
  let smtpMessageId: string;
  const domain = messageIdDomain(deps.threading, deps.addresses);
  try {
    const info = await deps.transport.sendMail(
      kind === 'notification'
        ? composeContactMail(
            lead.id,
            lead,
            deps.addresses,
            threadHeaders(lead.id, 'notification', [], domain),
          )
        : composeAcknowledgementMail(
            lead.id,
            lead.email,
            receivedAt,
            deps.now(),
            deps.firm,
            deps.addresses,
            {
              // The first mail to the prospect: it answers nothing of theirs.
              headers: {
                ...threadHeaders(lead.id, 'ack', [], domain),
                replyTo: prospectReplyTo(lead.id, deps.threading, deps.addresses),
              },
              conversationUrl: conversationUrl(deps.threading, {
                id: lead.id,
                conversationGeneration: lead.conversationGeneration ?? 0,
              }),
            },
          ),
    );
    smtpMessageId = info.messageId;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = nextAttemptAfterFailure(
      attempt,
      deps.now(),
      deps.retryPolicy ?? MAIL_RETRY_POLICY,
    );
    const state = await markLeadMailFailed(deps.db, lead.id, reason, retryAt, kind);
    // Logged without the visitor's text; the document holds it for the admin.
    (deps.log ?? functionsLog).error(
      state === 'mail_failed'
        ? `${MAIL_NAMES[kind]} failed; stored with status mail_failed.`
        : `${MAIL_NAMES[kind]} failed for the last time; stored with status mail_abandoned.`,
      { messageId: lead.id, attempt, reason },
    );
    return state;
  }
  await markLeadMailSent(deps.db, lead.id, smtpMessageId, kind);
  return 'sent';
}
