// The lead as stored: `contactMessages/{messageId}`, its fields and their names, the one encoder of a
// new lead and the one decoder of a stored one. Every reader (the functions, the inbox, the digest,
// the escalation, the insights, the restore, `npm run messages`) decodes with `decodeLead`; only
// functions/src/leads writes. No imports of either Firebase SDK: a stored time is read by its
// `toMillis()`, which both SDKs' Timestamps have, so the browser and Node share this file.
import type { ContactMessage } from './contact-schema.js';
import {
  decodeStoredMail,
  firstAttemptFields,
  type MailStateFields,
  type StoredMail,
} from './mail-record.js';
import {
  oneOf,
  storedOptionalText as optionalText,
  storedText as text,
  storedTime,
} from './stored-value.js';
import { TTL_FIELDS } from './ttl-fields.js';
import { decodeOutcome, OUTCOME_FIELDS, type Outcome } from './outcomes.js';
import { RESPONSE_CHANNELS, type ResponseChannel } from './lead-reply-rules.js';
import type { LeadSource } from './lead-source-rules.js';
import {
  isMailTrouble,
  MAIL_STATES,
  TRIAGE_STATES,
  type LeadMailKind,
  type MailState,
  type TriageState,
} from './lead-states.js';

/** firestore.rules' bounds on what an admin writes (scripts/test/firestore-rules-vocabulary.test.ts). */
export const NOTE_MAX_LENGTH = 2000;
/** Who handles a lead: a name or an e-mail address (254: the longest address). */
export const ASSIGNEE_MAX_LENGTH = 254;

/**
 * The fields an admin changes in the inbox, and nothing else (firestore.rules): the triage, and the
 * lead's outcome (won or lost, with a value in naira: outcomes.ts).
 */
export const TRIAGE_FIELDS = [
  'triage',
  'note',
  'assignedTo',
  OUTCOME_FIELDS.result,
  OUTCOME_FIELDS.valueNaira,
  'updatedAt',
  'updatedBy',
] as const;

/**
 * Where a user agent is kept (an admin device's `userAgent`, a lead's), it is cut to this many
 * characters: it is diagnostic, not worth a large document. firestore.rules bounds the device's too.
 */
export const USER_AGENT_MAX_LENGTH = 512;

export { storedTime } from './stored-value.js';
export type { MailStateFields } from './mail-record.js';

export const MAIL_STATE_FIELDS: Record<LeadMailKind, MailStateFields> = {
  // The notification's fields predate the acknowledgement, hence their plain names (`status`).
  notification: {
    state: 'status',
    attempts: 'mailAttempts',
    attemptStartedAt: 'mailAttemptStartedAt',
    nextAttemptAt: 'nextAttemptAt',
    lastError: 'lastMailError',
    failedAt: 'mailFailedAt',
    sentAt: 'sentAt',
    smtpMessageId: 'smtpMessageId',
    abandonedAt: 'abandonedAt',
  },
  acknowledgement: {
    state: 'ackStatus',
    attempts: 'ackAttempts',
    attemptStartedAt: 'ackAttemptStartedAt',
    nextAttemptAt: 'ackNextAttemptAt',
    lastError: 'ackLastError',
    failedAt: 'ackFailedAt',
    sentAt: 'ackSentAt',
    smtpMessageId: 'ackSmtpMessageId',
    abandonedAt: 'ackAbandonedAt',
  },
};

/** The stored name of a lead's expiry (`expiresAt` in code; why it differs: TTL_FIELDS). */
export const LEAD_EXPIRY_FIELD = TTL_FIELDS.contactMessages;

/** One e-mail about a lead, as stored. */
export type LeadMail = StoredMail<MailState>;

/** Who first answered the lead, when and how; stamped once, by the functions only. */
export interface FirstResponse {
  at: Date;
  channel: ResponseChannel | null;
  by: string | null;
}

/**
 * One turn of the conversation that waits for the firm: the prospect wrote at `askedAt` and the firm
 * answered at `answeredAt` (null while it has not). The lead's first message opens the first turn,
 * which the first response closes; a prospect's answer that finds the firm's word last opens the next.
 * An answer written while a turn is open adds to that turn: the prospect has waited since it opened.
 */
export interface LeadTurn {
  askedAt: Date;
  answeredAt: Date | null;
}

/** The stored turns after the first (`laterTurns`), oldest first; the first is createdAt and firstResponseAt. */
export const LATER_TURNS_FIELD = 'laterTurns';
/** A conversation longer than this keeps its newest turns' times only: the insights need no more. */
export const LATER_TURNS_MAX = 200;

/** A lead, decoded from its stored document. */
export interface Lead {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  /** Server time it was stored; null only before the server's time is written back. */
  createdAt: Date | null;
  /** The signed-in visitor's uid, if any. */
  uid: string | null;
  userAgent: string | null;
  ipHash: string | null;
  /** The page the form was sent from, and where the visit came from. */
  page: string | null;
  source: LeadSource | null;
  mail: Record<LeadMailKind, LeadMail>;
  triage: TriageState;
  note: string;
  assignedTo: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  firstResponse: FirstResponse | null;
  /**
   * The turns that waited for the firm, oldest first: the first message's, then each one a prospect's
   * answer opened (LeadTurn). Empty only while the server has not stamped `createdAt`.
   */
  turns: LeadTurn[];
  /** When the prospect last answered (by mail or on the conversation page); null if never. */
  lastAnswerAt: Date | null;
  /** When the admins were last alerted that the lead waited past the response target (per turn). */
  escalatedAt: Date | null;
  /** Won or lost, as an admin marked it; null until then. */
  outcome: Outcome | null;
  /**
   * The conversation page's record (`conversations/{conversationId}`, the SHA-256 of the page's
   * token) and the token's generation, which an admin's revocation raises; null before either existed.
   */
  conversationId: string | null;
  conversationGeneration: number;
  expiresAt: Date | null;
}

function decodeMail(data: Record<string, unknown>, kind: LeadMailKind): LeadMail {
  // Every lead owes the notification: an unreadable state is an attempt under way. A lead from
  // before acknowledgements has no `ackStatus`: none was owed.
  return decodeStoredMail(
    data,
    MAIL_STATE_FIELDS[kind],
    MAIL_STATES,
    kind === 'notification' ? 'received' : 'not_owed',
  );
}

/** The turns as stored: the first from the lead's own fields, the later ones from `laterTurns`. */
function decodeTurns(
  createdAt: Date | null,
  firstResponseAt: Date | null,
  later: unknown,
): LeadTurn[] {
  if (createdAt === null) return [];
  const stored = Array.isArray(later) ? later : [];
  return [
    { askedAt: createdAt, answeredAt: firstResponseAt },
    ...stored.flatMap((turn: unknown): LeadTurn[] => {
      if (typeof turn !== 'object' || turn === null) return [];
      const askedAt = storedTime((turn as { askedAt?: unknown }).askedAt);
      return askedAt
        ? [{ askedAt, answeredAt: storedTime((turn as { answeredAt?: unknown }).answeredAt) }]
        : [];
    }),
  ];
}

/** The one reader of a stored lead: anything missing or of the wrong type reads as absent. */
export function decodeLead(id: string, data: Record<string, unknown>): Lead {
  const firstResponseAt = storedTime(data.firstResponseAt);
  const createdAt = storedTime(data.createdAt);
  const generation = data.conversationGeneration;
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    company: optionalText(data.company),
    phone: optionalText(data.phone),
    subject: text(data.subject),
    message: text(data.message),
    createdAt,
    uid: optionalText(data.uid),
    userAgent: optionalText(data.userAgent),
    ipHash: optionalText(data.ipHash),
    page: optionalText(data.page),
    source:
      typeof data.source === 'object' && data.source !== null ? (data.source as LeadSource) : null,
    mail: {
      notification: decodeMail(data, 'notification'),
      acknowledgement: decodeMail(data, 'acknowledgement'),
    },
    triage: oneOf(TRIAGE_STATES, data.triage, 'new'),
    note: text(data.note),
    assignedTo: optionalText(data.assignedTo),
    updatedAt: storedTime(data.updatedAt),
    updatedBy: optionalText(data.updatedBy),
    firstResponse: firstResponseAt && {
      at: firstResponseAt,
      channel: oneOf(RESPONSE_CHANNELS, data.firstResponseChannel, null),
      by: optionalText(data.firstResponseBy),
    },
    turns: decodeTurns(createdAt, firstResponseAt, data[LATER_TURNS_FIELD]),
    lastAnswerAt: storedTime(data.lastAnswerAt),
    escalatedAt: storedTime(data.escalatedAt),
    outcome: decodeOutcome(data),
    conversationId: optionalText(data.conversationId),
    conversationGeneration:
      typeof generation === 'number' && Number.isInteger(generation) ? generation : 0,
    expiresAt: storedTime(data[LEAD_EXPIRY_FIELD]),
  };
}

/** What a new lead is stored with besides the visitor's fields. */
export interface NewLeadOrigin {
  uid: string | null;
  userAgent: string | null;
  ipHash: string;
  page: string | null;
  source: LeadSource | null;
}

/**
 * Where a new record (a lead, a booking) came from, as stored: the browser, the address's hash, the
 * page and the visit's source.
 */
export function encodeVisit(
  origin: Pick<NewLeadOrigin, 'userAgent' | 'ipHash' | 'page' | 'source'>,
) {
  return {
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ipHash: origin.ipHash,
    page: origin.page,
    // Firestore refuses undefined values: absent tags are left out.
    source: origin.source && (JSON.parse(JSON.stringify(origin.source)) as LeadSource),
  };
}

/**
 * The one writer of a new lead's document. `serverTime` is the SDK's server-timestamp sentinel;
 * times are Dates (firebase-admin stores them as Timestamps). The creator owns each owed e-mail's
 * first attempt, which the sweep may take over at `staleAt` if it never finishes.
 */
export function encodeNewLead<ServerTime>(
  message: ContactMessage,
  origin: NewLeadOrigin,
  stamp: {
    serverTime: ServerTime;
    staleAt: Date;
    expiresAt: Date;
    acknowledge: boolean;
  },
): Record<string, unknown> {
  const firstAttempt = (kind: LeadMailKind) =>
    firstAttemptFields(MAIL_STATE_FIELDS[kind], stamp.serverTime, stamp.staleAt);
  return {
    ...message,
    triage: 'new' satisfies TriageState,
    createdAt: stamp.serverTime,
    uid: origin.uid,
    ...encodeVisit(origin),
    ...firstAttempt('notification'),
    ...(stamp.acknowledge
      ? firstAttempt('acknowledgement')
      : { [MAIL_STATE_FIELDS.acknowledgement.state]: 'not_owed' satisfies MailState }),
    [LEAD_EXPIRY_FIELD]: stamp.expiresAt,
  };
}

/** The turn that waits for the firm's answer, if any: the last one, while it is unanswered. */
export function openTurn(lead: Pick<Lead, 'turns'>): LeadTurn | null {
  const last = lead.turns.at(-1);
  return last !== undefined && last.answeredAt === null ? last : null;
}

/**
 * A lead waiting for the firm: new, and its last turn unanswered (the first message before the first
 * response, or a prospect's answer since the firm's last word); closed and spam wait for nothing. The
 * inbox ages it from `waitingSince`, the escalation alerts on it once per turn, the digest counts it.
 */
export function isWaiting(lead: Pick<Lead, 'triage' | 'turns'>): boolean {
  return lead.triage === 'new' && openTurn(lead) !== null;
}

/** Since when a waiting lead has waited for the firm (its open turn's start); null when it is not waiting. */
export function waitingSince(lead: Pick<Lead, 'triage' | 'turns'>): Date | null {
  return isWaiting(lead) ? (openTurn(lead)?.askedAt ?? null) : null;
}

/** Trouble: the firm's notification failed or was given up on, so nobody may have seen the lead. */
export function hasMailTrouble(lead: Pick<Lead, 'mail'>): boolean {
  return isMailTrouble(lead.mail.notification.state);
}

/**
 * One person's records (their messages, conversations and bookings) share this key: the address in
 * lower case, as Firebase Auth compares an account's, so firestore.rules can match a verified token's.
 */
export function prospectKey(email: string): string {
  return email.trim().toLowerCase();
}
