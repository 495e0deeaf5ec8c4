// The lead's e-mails as the mail sweep (mail/mail-sweep.ts) looks after them: the firm's notification
// first, then the sender's acknowledgement, each claimed with the same transaction as a visitor's retry
// and mailed from the stored lead. firm/mail-sweep-schedule.ts sweeps them with the booking's every
// 10 minutes; `npm run mail:retry` and `npm start` against the local stack.
import { CONTACT_MESSAGES, LEAD_MAIL_KINDS, MAIL_STATE_FIELDS } from '@site/contract';
import type { SweptMail } from '../mail/mail-sweep.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import { deliverLeadMail, type LeadMailDependencies } from './lead-mail.js';
import { claimLeadMail } from './lead-mail-ledger.js';

const NAMES = {
  notification: 'Contact e-mail',
  acknowledgement: 'Acknowledgement e-mail',
} as const;

/** The lead's e-mails, the firm's notification first: a lead matters more than its acknowledgement. */
export function leadSweptMails(deps: LeadMailDependencies): SweptMail[] {
  return LEAD_MAIL_KINDS.map((kind) => ({
    name: NAMES[kind],
    collection: CONTACT_MESSAGES,
    fields: MAIL_STATE_FIELDS[kind],
    retry: async (messageId, claimant, now) => {
      const policy = deps.retryPolicy ?? MAIL_RETRY_POLICY;
      const claim = await claimLeadMail(deps.db, messageId, now, claimant, policy, kind);
      if (claim.outcome !== 'claimed') return claim.outcome;
      const receivedAt = claim.record.createdAt ?? deps.now();
      return deliverLeadMail(kind, claim.record, receivedAt, claim.attempt, deps);
    },
  }));
}
