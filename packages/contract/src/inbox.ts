// The firm's inbox, as both sides name it: the functions write these collections and send the alert,
// the site's inbox reads them and its service worker shows the alert (firestore.rules guards the same
// names).

/** The contact messages, one document per message. */
export const CONTACT_MESSAGES = 'contactMessages';

/**
 * Where the firm has got with a lead (`triage`): the function writes `new`, admins the others.
 * firestore.rules names the same four (scripts/test/firestore-rules-vocabulary.test.ts checks).
 */
export const TRIAGE_STATES = ['new', 'replied', 'closed', 'spam'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/**
 * The firm's notification e-mail (`status`): `received` while an attempt is under way, `sent`,
 * `mail_failed` (the sweep retries), `mail_abandoned` (a person must act). Only the functions write it.
 */
export const DELIVERY_STATES = ['received', 'sent', 'mail_failed', 'mail_abandoned'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * adminDevices/{token}: one document per browser an admin turned alerts on in; the document id is
 * that browser's FCM registration token, the fields are `uid` (the admin), `createdAt` and optionally
 * `userAgent` (firestore.rules lets an admin create and delete only their own). `npm run admin --
 * revoke` deletes a revoked admin's documents; `alertAdmins` deletes those FCM reports dead.
 */
export const ADMIN_DEVICES = 'adminDevices';

/**
 * Where a user agent is kept (an admin device's `userAgent`, a message's), it is cut to this many
 * characters: it is diagnostic, not worth a large document. firestore.rules bounds the device's too.
 */
export const USER_AGENT_MAX_LENGTH = 512;

/** What every alert carries, as FCM `data` (strings only): nothing of what the visitor wrote but a name and a subject. */
export interface LeadAlert {
  messageId: string;
  /** `New message from <name>`. */
  title: string;
  /** The message's subject; never its text. */
  body: string;
  /** Where the admin page opens the message: `inboxMessageLink(messageId)`. */
  link: string;
}

/** The admin page, the inbox (the site's `paths.admin`). */
export const INBOX_PATH = '/admin';

/** The inbox's query parameter naming the message it shows open: the inbox reads and writes it. */
export const INBOX_MESSAGE_PARAM = 'message';

/** The inbox with one message open, `/admin?message=<messageId>`: an alert's link, read by the inbox. */
export function inboxMessageLink(messageId: string): string {
  return `${INBOX_PATH}?${INBOX_MESSAGE_PARAM}=${encodeURIComponent(messageId)}`;
}
