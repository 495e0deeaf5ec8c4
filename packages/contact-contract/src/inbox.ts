// The firm's inbox, as both sides name it: the functions write these collections and send the alert,
// the site's inbox reads them and its service worker shows the alert (firestore.rules guards the same
// names).

/** The contact messages, one document per message. */
export const CONTACT_MESSAGES = 'contactMessages';

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
  /** Where the admin page opens the message: `/admin?message=<messageId>`. */
  link: string;
}
