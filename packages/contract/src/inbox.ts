// The firm's inbox, as both sides name it: the admins' devices, the alert the functions send and the
// site's service worker shows, and the inbox's address (the lead itself: lead-record.ts).

/**
 * adminDevices/{token}: one document per browser an admin turned alerts on in; the document id is
 * that browser's FCM registration token, the fields are `uid` (the admin), `createdAt` and optionally
 * `userAgent` (firestore.rules lets an admin create and delete only their own). `npm run admin --
 * revoke` deletes a revoked admin's documents; `alertAdmins` deletes those FCM reports dead.
 */
export const ADMIN_DEVICES = 'adminDevices';

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

/** What brings leads and how the site does (the site's `paths.adminInsights`): the digest links to it. */
export const INSIGHTS_PATH = '/admin/insights';

/** The inbox's query parameter naming the message it shows open: the inbox reads and writes it. */
export const INBOX_MESSAGE_PARAM = 'message';

/** The inbox with one message open, `/admin?message=<messageId>`: an alert's link, read by the inbox. */
export function inboxMessageLink(messageId: string): string {
  return `${INBOX_PATH}?${INBOX_MESSAGE_PARAM}=${encodeURIComponent(messageId)}`;
}
