// The facts the privacy notice (src/content/privacy.ts) states, from the constants the code enforces.
// No Firebase or Node imports: the web app bundles this file as it is.
export { FIRESTORE_LOCATION, FUNCTIONS_REGION } from './region.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contact messages are deleted this many days after they arrive (a Firestore TTL policy, ttl-fields.ts). */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;
export const CONTACT_MESSAGE_RETENTION_MS = CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS;

/** Field reports (Web Vitals, errors) are kept this long (a Firestore TTL policy, ttl-fields.ts), then deleted. */
export const FIELD_REPORT_RETENTION_DAYS = 90;

/**
 * Recovery copies of the database (docs/restore.md): point-in-time recovery, which Google keeps for
 * 7 days, and the daily backup schedule the deploy sets, each backup kept this long (a daily schedule
 * allows at most 7). Whatever the TTL or a person deletes is gone from both within this many days.
 */
export const POINT_IN_TIME_RECOVERY_DAYS = 7;
export const BACKUP_RETENTION_DAYS = 7;
export const DELETED_DATA_IN_RECOVERY_COPIES_DAYS = Math.max(
  POINT_IN_TIME_RECOVERY_DAYS,
  BACKUP_RETENTION_DAYS,
);

/**
 * An address gets at most one acknowledgement e-mail in this many hours, whatever it sends: a keyed
 * hash of the address is kept this long to tell (functions/src/leads/acknowledgement-limit.ts).
 */
export const ACKNOWLEDGEMENT_INTERVAL_HOURS = 24;

/**
 * A mail to a lead's reply address that cannot join its thread (no lead found, or a sender who is not
 * the lead's address) is kept apart for an admin this many days (a TTL policy, ttl-fields.ts); the firm's
 * mailbox has its whole copy.
 */
export const STRAY_MAIL_RETENTION_DAYS = 90;
export const STRAY_MAIL_RETENTION_MS = STRAY_MAIL_RETENTION_DAYS * DAY_MS;

/** The contact form's rate-limit window: a counter per hashed address lives this long. */
export const RATE_LIMIT_WINDOW_MINUTES = 10;
export const RATE_LIMIT_WINDOW_MS = RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;

/**
 * How long after its time is up Firestore's TTL deletion may take (Google: "typically within 24 hours").
 * Stated in the notice, not enforced by our code.
 */
export const TTL_DELETION_DELAY_HOURS = 24;

/** The deletion callable accepts a sign-in at most this old, as Firebase Auth does for sensitive changes. */
export const RECENT_SIGN_IN_MAX_AGE_MINUTES = 5;

/**
 * How long deleteAccount's record of a deleted account (its user id, in `deletedAccounts`) is kept: a
 * Firebase ID token is valid for an hour, so one issued just before the deletion outlives it by that
 * much, and 10 minutes more cover clock skew. Until then firestore.rules refuse that account's profile
 * writes; the sweep then removes the record.
 */
export const DELETED_ACCOUNT_RECORD_MINUTES = 70;
export const DELETED_ACCOUNT_RECORD_MS = DELETED_ACCOUNT_RECORD_MINUTES * 60 * 1000;
