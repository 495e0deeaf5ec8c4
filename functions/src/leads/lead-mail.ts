// One e-mail attempt for a stored lead (the firm's notification or the prospect's acknowledgement):
// composed here, with its thread's headers, sent through the transport, its outcome recorded on the
// lead. Shared by the first attempt, a visitor's retry and the sweep.
import type { Firestore } from 'firebase-admin/firestore';
import type { Lead, LeadMailKind, MailOutcome } from '@site/contract';
import { attemptMail, type MailAttemptDependencies } from '../mail/mail-attempt.js';
import type { MailAddresses } from '../mail/mailer.js';
import type { FirmContact } from '../shared/firm-contact.js';
import { composeAcknowledgementMail } from './acknowledgement-mail.js';
import { leadMailLedger } from './lead-mail-ledger.js';
import { composeContactMail } from './notification-mail.js';
import {
  conversationUrl,
  messageIdDomain,
  prospectReplyTo,
  threadHeaders,
  type ThreadingSettings,
} from './thread-headers.js';

/** What sending any of the firm's e-mails about a lead needs. */
export interface LeadMailDependencies extends MailAttemptDependencies {
  db: Firestore;
  addresses: MailAddresses;
  /** What the acknowledgement names of the firm. */
  firm: FirmContact;
  /** How the mails are threaded and answered (thread-headers.ts). */
  threading: ThreadingSettings;
}

const MAIL_NAMES: Record<LeadMailKind, string> = {
  notification: 'Contact e-mail',
  acknowledgement: 'Acknowledgement e-mail',
};

/**
 * Sends e-mail `kind` of `lead` (stored at `receivedAt`), whose attempt number `attempt` the caller
 * owns (it created the lead or claimed the e-mail), and records the outcome on the lead.
 */
export function deliverLeadMail(
  kind: LeadMailKind,
  lead: Pick<Lead, 'id' | 'name' | 'email' | 'company' | 'phone' | 'subject' | 'message'> &
    Partial<Pick<Lead, 'conversationGeneration'>>,
  receivedAt: Date,
  attempt: number,
  deps: LeadMailDependencies,
): Promise<MailOutcome> {
  const domain = messageIdDomain(deps.threading, deps.addresses);
  return attemptMail(
    leadMailLedger(deps.db, lead.id, kind),
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
    attempt,
    deps,
    // Logged without the visitor's text; the document holds it for the admin.
    { name: MAIL_NAMES[kind], ids: { messageId: lead.id } },
  );
}
