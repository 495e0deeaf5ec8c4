import type { OwedMailState, ResponseChannel, TriageState } from '@site/contract';

/**
 * How the firm sorts its leads, as firestore.rules allows admins to write it (contactMessages: the
 * triage fields). `status` on the same document is the e-mail's delivery state, which only the
 * functions write; `triage` is the people's.
 */
export { TRIAGE_STATES, type TriageState } from '@site/contract';

export const TRIAGE_LABELS: Record<TriageState, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

export const DELIVERY_LABELS: Record<OwedMailState, string> = {
  received: 'Mail being sent',
  sent: 'Mail sent',
  mail_failed: 'Mail failed, retrying',
  mail_abandoned: 'Mail abandoned',
};

/** firestore.rules' bounds on what an admin writes: the contract's. */
export { ASSIGNEE_MAX_LENGTH, NOTE_MAX_LENGTH } from '@site/contract';

/** A contact message as the inbox shows it. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  company: string | null;
  phone: string | null;
  /** ISO time; null only for a message whose server time has not been written back yet. */
  createdAt: string | null;
  delivery: OwedMailState;
  lastMailError: string | null;
  triage: TriageState;
  note: string;
  assignedTo: string | null;
  /** The page the form was sent from and where the visit came from, in words. */
  page: string | null;
  source: string | null;
  signedIn: boolean;
  /** When the lead was first answered (ISO), and how; stamped by the functions only. */
  firstResponseAt: string | null;
  firstResponseChannel: ResponseChannel | null;
}

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
