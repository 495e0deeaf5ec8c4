// The lead's states, one word each, as every side names them: where the firm has got with a lead
// (triage), how each e-mail about it went (mail), and what may follow what. No imports: the inbox
// bundles it without any schema.

/** The contact messages: one document per lead, written only by functions/src/leads. */
export const CONTACT_MESSAGES = 'contactMessages';

/**
 * Where the firm has got with a lead (`triage`): a lead arrives `new`; admins move it between all
 * four in the inbox (firestore.rules names the same four: scripts/test/firestore-rules-vocabulary.test.ts).
 */
export const TRIAGE_STATES = ['new', 'replied', 'closed', 'spam'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/** What moves a lead's triage besides an admin's choice, and where each leaves it. */
export const TRIAGE_EVENTS = {
  /** The firm answered (a reply from the inbox, or an answer recorded there): a new lead is replied. */
  answered: { from: ['new'], to: 'replied' },
  /**
   * The prospect answered (by mail or on the conversation page): the lead waits for the firm again,
   * a closed one too. Spam stays spam.
   */
  prospectAnswered: { from: ['replied', 'closed'], to: 'new' },
} as const satisfies Record<string, { from: readonly TriageState[]; to: TriageState }>;
export type TriageEvent = keyof typeof TRIAGE_EVENTS;

/** The triage after `event`; unchanged when the event does not apply to it (a closed lead stays closed). */
export function triageAfter(current: TriageState, event: TriageEvent): TriageState {
  const { from, to } = TRIAGE_EVENTS[event];
  return (from as readonly TriageState[]).includes(current) ? to : current;
}

/**
 * One e-mail's state, for every e-mail the firm sends about a lead (the notification to sales, the
 * prospect's acknowledgement, each reply): `not_owed` (none is due: an acknowledgement to an address
 * that had one today), `received` (stored; an attempt is under way or was cut off), `sent` (the SMTP
 * server accepted it), `mail_failed` (the last attempt failed; the sweep tries again),
 * `mail_abandoned` (every allowed attempt failed: a person must act). Only the functions write it.
 */
export const MAIL_STATES = [
  'not_owed',
  'received',
  'sent',
  'mail_failed',
  'mail_abandoned',
] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The states of an e-mail that is owed: every one but `not_owed`. */
export const OWED_MAIL_STATES = /* @__PURE__ */ MAIL_STATES.filter(
  (state): state is Exclude<MailState, 'not_owed'> => state !== 'not_owed',
);
export type OwedMailState = (typeof OWED_MAIL_STATES)[number];

/** How an attempt ended. */
export type MailOutcome = Exclude<OwedMailState, 'received'>;

/** Trouble: the e-mail failed or was given up on, so nobody may have read it. */
export const MAIL_TROUBLE_STATES = [
  'mail_failed',
  'mail_abandoned',
] as const satisfies readonly MailState[];

export function isMailTrouble(state: MailState): boolean {
  return (MAIL_TROUBLE_STATES as readonly MailState[]).includes(state);
}

/**
 * What a visitor is told of the firm's notification (`ContactResult`): an abandoned e-mail reads as
 * failed, since for the visitor both mean "stored, not mailed".
 */
export type VisitorMailState = Exclude<OwedMailState, 'mail_abandoned'>;
export function visitorMailState(state: OwedMailState): VisitorMailState {
  return state === 'mail_abandoned' ? 'mail_failed' : state;
}

/** The two e-mails every lead may owe, each with its state and attempts on the lead's document. */
export const LEAD_MAIL_KINDS = ['notification', 'acknowledgement'] as const;
export type LeadMailKind = (typeof LEAD_MAIL_KINDS)[number];
