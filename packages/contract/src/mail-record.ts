// One e-mail's delivery as stored on the document it is about (a lead's notification, a booking's
// invitation): where its state, attempts and outcome are kept, and the one decoder of them. The
// functions' mail ledger (functions/src/mail/mail-ledger.ts) writes through the same field tables.
import { oneOf, storedOptionalText, storedTime } from './stored-value.js';

/** Where one e-mail's delivery is stored on its document. */
export interface MailStateFields {
  state: string;
  attempts: string;
  attemptStartedAt: string;
  nextAttemptAt: string;
  lastError: string;
  failedAt: string;
  sentAt: string;
  smtpMessageId: string;
  abandonedAt: string;
}

/** The fields of an e-mail named `prefix`: `invitationStatus`, `invitationAttempts`, … */
export function prefixedMailStateFields(prefix: string): MailStateFields {
  return {
    state: `${prefix}Status`,
    attempts: `${prefix}Attempts`,
    attemptStartedAt: `${prefix}AttemptStartedAt`,
    nextAttemptAt: `${prefix}NextAttemptAt`,
    lastError: `${prefix}LastError`,
    failedAt: `${prefix}FailedAt`,
    sentAt: `${prefix}SentAt`,
    smtpMessageId: `${prefix}SmtpMessageId`,
    abandonedAt: `${prefix}AbandonedAt`,
  };
}

/** One e-mail, as stored. */
export interface StoredMail<State extends string> {
  state: State;
  attempts: number;
  attemptStartedAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
}

/** The one reader of a stored e-mail: an unknown state reads as `fallback`. */
export function decodeStoredMail<State extends string>(
  data: Record<string, unknown>,
  fields: MailStateFields,
  states: readonly State[],
  fallback: State,
): StoredMail<State> {
  const attempts = data[fields.attempts];
  return {
    state: oneOf(states, data[fields.state], fallback),
    attempts: typeof attempts === 'number' ? attempts : 0,
    attemptStartedAt: storedTime(data[fields.attemptStartedAt]),
    nextAttemptAt: storedTime(data[fields.nextAttemptAt]),
    lastError: storedOptionalText(data[fields.lastError]),
    sentAt: storedTime(data[fields.sentAt]),
  };
}

/**
 * An e-mail's first attempt, owned by whoever writes it (the creator of a lead or a booking, the
 * canceller of a booking): `received`, attempt 1, started at `startedAt` (the SDK's server time), which
 * the sweep may take over at `staleAt` if it never finishes.
 */
export function firstAttemptFields<Time>(
  fields: MailStateFields,
  startedAt: Time,
  staleAt: Date,
): Record<string, unknown> {
  return {
    [fields.state]: 'received',
    [fields.attempts]: 1,
    [fields.attemptStartedAt]: startedAt,
    [fields.nextAttemptAt]: staleAt,
  };
}
