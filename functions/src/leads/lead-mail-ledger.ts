// Each e-mail a lead owes (the firm's notification, the prospect's acknowledgement) keeps its state and
// attempts on the lead's document (the contract's MAIL_STATE_FIELDS), through the mail ledger
// (mail/mail-ledger.ts): claiming an attempt and recording its outcome are its transactions, so racing
// claimants (a visitor's retry, overlapping sweeps, `npm run mail:retry`) send each e-mail at most once
// per attempt.
import type { Firestore } from 'firebase-admin/firestore';
import {
  decodeLead,
  MAIL_STATE_FIELDS,
  MAIL_STATES,
  oneOf,
  type Lead,
  type LeadMailKind,
  type MailState,
} from '@site/contract';
import {
  claimMail,
  type MailClaim,
  type MailClaimant,
  type MailLedger,
} from '../mail/mail-ledger.js';
import type { MailRetryPolicy } from '../mail/retry-policy.js';
import { leadRef } from './lead-store.js';

/** Where e-mail `kind` of lead `messageId` is kept. */
export function leadMailLedger(db: Firestore, messageId: string, kind: LeadMailKind): MailLedger {
  return { ref: leadRef(db, messageId), fields: MAIL_STATE_FIELDS[kind] };
}

/**
 * Takes over e-mail `kind` of an existing lead, atomically (mail/mail-ledger.ts's `claimMail`): allowed
 * when the last attempt failed (for the sweep: and is due again) or never finished in time.
 */
export async function claimLeadMail(
  db: Firestore,
  messageId: string,
  now: Date,
  claimant: MailClaimant,
  policy: Pick<MailRetryPolicy, 'maxAttempts' | 'staleAfterMs'>,
  kind: LeadMailKind = 'notification',
): Promise<LeadMailClaim> {
  const claim = await claimMail(
    db,
    leadMailLedger(db, messageId, kind),
    now,
    claimant,
    policy,
    (id, data) => {
      const lead = decodeLead(id, data);
      return { record: lead, mail: lead.mail[kind], owed: true };
    },
  );
  return claim.outcome === 'not-due'
    ? { outcome: 'not-due', state: oneOf(MAIL_STATES, claim.state, null) }
    : claim;
}

/** A claim of a lead's e-mail; what is not due is in the lead's own state words. */
export type LeadMailClaim =
  | Exclude<MailClaim<Lead>, { outcome: 'not-due' }>
  | { outcome: 'not-due'; state: MailState | null };
