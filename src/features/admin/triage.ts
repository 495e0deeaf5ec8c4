import type { MailState, TriageState } from '@site/contract';

/**
 * How the firm sorts its leads, as firestore.rules allows admins to write it (contactMessages: the
 * triage fields). Each e-mail's state on the same lead (`Lead.mail`) is the functions' alone;
 * `triage` is the people's. The inbox holds the contract's `Lead`, decoded by `decodeLead`.
 */
export { TRIAGE_STATES, type TriageState } from '@site/contract';

export const TRIAGE_LABELS: Record<TriageState, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

/** An e-mail's state as the inbox words it. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  not_owed: 'No mail owed',
  received: 'Mail being sent',
  sent: 'Mail sent',
  mail_failed: 'Mail failed, retrying',
  mail_abandoned: 'Mail abandoned',
};

/** firestore.rules' bounds on what an admin writes: the contract's. */
export { ASSIGNEE_MAX_LENGTH, NOTE_MAX_LENGTH } from '@site/contract';

/** The delivery filter's word for the contract's mail trouble (`hasMailTrouble`). */
export const MAIL_TROUBLE_LABEL = 'Mail failed or abandoned';

export interface TriageChange {
  triage?: TriageState;
  note?: string;
  assignedTo?: string | null;
}

/** The signed-in admin, as the page hands it over from the session. */
export interface AdminUser {
  uid: string;
  email: string | null;
}
