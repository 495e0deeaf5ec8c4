// A new lead, from whichever entry point (the callable, the HTML form's post): stored once, then the
// firm's notification, the prospect's acknowledgement and the admins' alert sent side by side. A
// retry of the same lead is answered from the stored one and mails only what is still owed.
import type { Transaction } from 'firebase-admin/firestore';
import {
  visitorMailState,
  type ContactMessage,
  type ContactResult,
  type Lead,
  type NewLeadOrigin,
} from '@site/contract';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import { functionsLog } from '../shared/log.js';
import type { AcknowledgementLimit } from './acknowledgement-limit.js';
import { alertAdmins, type AlertSender } from './lead-alerts.js';
import { deliverLeadMail, type LeadMailDependencies } from './lead-mail.js';
import { claimLeadMail } from './lead-mail-ledger.js';
import { createLeadOnce } from './lead-store.js';

export interface ReceiveLeadDependencies extends LeadMailDependencies {
  /**
   * Push alerts to the admins' devices, once per stored lead (never for a retry or from the sweep).
   * None: no alerts.
   */
  alerts?: AlertSender;
}

export type ReceivedLead =
  /** Stored, now or by an earlier request with its id; `result` says how the firm's e-mail went. */
  | { outcome: 'stored'; result: ContactResult }
  /** Nothing stored: `admit` said no. */
  | { outcome: 'refused' };

/**
 * Stores lead `messageId` unless it exists (then answers the retry) or `admit` refuses it, in one
 * transaction; then mails and alerts.
 */
export async function receiveLead(
  messageId: string,
  message: ContactMessage,
  origin: NewLeadOrigin,
  admission: {
    admit: (transaction: Transaction) => Promise<boolean>;
    acknowledgement: AcknowledgementLimit;
  },
  deps: ReceiveLeadDependencies,
): Promise<ReceivedLead> {
  const now = deps.now();
  const stored = await createLeadOnce(
    deps.db,
    messageId,
    message,
    origin,
    admission.admit,
    { now, staleAfterMs: (deps.retryPolicy ?? MAIL_RETRY_POLICY).staleAfterMs },
    admission.acknowledgement,
    deps.threading,
  );
  switch (stored.outcome) {
    case 'refused':
      return { outcome: 'refused' };
    case 'exists':
      return { outcome: 'stored', result: await answerRetry(stored.existing, deps) };
    case 'created': {
      // The alert and the sender's acknowledgement go out beside the notification's first attempt,
      // so the visitor waits for the slowest, not all; neither throws, and both are awaited even
      // when the notification throws, because an instance may be frozen as soon as the function
      // returns. Only the name and subject go in a push: the message text never leaves in one.
      const lead = { id: messageId, ...message };
      const log = deps.log ?? functionsLog;
      const alerting =
        deps.alerts &&
        alertAdmins(
          deps.db,
          deps.alerts,
          { messageId, name: message.name, subject: message.subject },
          log,
        );
      const acknowledging =
        stored.acknowledge &&
        deliverLeadMail('acknowledgement', lead, now, 1, deps).catch((error: unknown) => {
          // A failure to record the outcome: the attempt stays `received`, and the sweep takes it
          // over once it is stale.
          log.error('Acknowledgement e-mail attempt could not be recorded.', {
            messageId,
            reason: error instanceof Error ? error.message : String(error),
          });
        });
      try {
        const state = await deliverLeadMail('notification', lead, now, 1, deps);
        return { outcome: 'stored', result: { messageId, status: visitorMailState(state) } };
      } finally {
        await Promise.all([alerting, acknowledging]);
      }
    }
  }
}

/**
 * A retry never writes a second document; it re-attempts the firm's notification only when that is
 * owed. The acknowledgement is left to the sweep: the sender is waiting for the notification.
 */
async function answerRetry(existing: Lead, deps: LeadMailDependencies): Promise<ContactResult> {
  const messageId = existing.id;
  const notification = existing.mail.notification.state;
  if (notification === 'sent') return { messageId, status: 'sent' };
  const claim = await claimLeadMail(
    deps.db,
    messageId,
    deps.now(),
    'visitor',
    deps.retryPolicy ?? MAIL_RETRY_POLICY,
  );
  switch (claim.outcome) {
    case 'not-due': {
      // Another request or the sweep is sending this e-mail right now, or it was given up on.
      const state = claim.state ?? notification;
      return { messageId, status: state === 'not_owed' ? 'received' : visitorMailState(state) };
    }
    case 'abandoned':
      return { messageId, status: 'mail_failed' };
    case 'claimed':
      // The stored text is what gets mailed: the document is the record of what the visitor sent.
      return {
        messageId,
        status: visitorMailState(
          await deliverLeadMail(
            'notification',
            claim.record,
            claim.record.createdAt ?? deps.now(),
            claim.attempt,
            deps,
          ),
        ),
      };
  }
}
