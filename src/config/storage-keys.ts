/**
 * The names of everything the site keeps in the browser's storage, its own keys and the libraries'
 * databases and caches. What each is for, as the privacy notice lists it, is `BROWSER_STORAGE` in
 * config/browser-storage.ts: a module of its own, so that the boot module, which reads a few of these
 * names, carries none of the notice's text (it did: 4 KB of the first visit's eager script).
 */
/** localStorage: "1" while someone is signed in on this device (see features/auth/session-hint.ts). */
export const SESSION_HINT_KEY = 'lagoonridge:signed-in';
/** localStorage: contact messages written offline, until they are sent (features/contact/api/outbox.ts). */
export const CONTACT_OUTBOX_KEY = 'contact-outbox/v1';
/**
 * localStorage: the colour scheme chosen in the menu, "light" or "dark"; absent for the system's
 * (boot/shared/color-scheme-choice.ts).
 */
export const COLOR_SCHEME_KEY = 'color-scheme/v1';
/**
 * Cache Storage: the same choice, for the service worker, which cannot read localStorage and writes
 * it into each page it serves, before first paint (sw/color-scheme.ts): the cache and its one entry.
 */
export const COLOR_SCHEME_CACHE = 'settings';
export const COLOR_SCHEME_CACHE_ENTRY = '/__settings/color-scheme';
/** IndexedDB database in which the Firebase Auth SDK keeps the signed-in session. */
export const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';
/** sessionStorage: where this visit came from, sent with a contact message (lib/lead-source). */
export const LEAD_SOURCE_KEY = 'lead-source/v1';
/** localStorage: when this browser first visited, so the install card waits for a second visit. */
export const INSTALL_FIRST_VISIT_KEY = 'install.firstVisitAt';
/** sessionStorage: whether this visit is the first or a return (features/install). */
export const INSTALL_VISIT_KEY = 'install.visit';
/** localStorage: when the install card was dismissed, so it stays away for a while. */
export const INSTALL_DISMISSED_KEY = 'install.cardDismissedAt';
/** sessionStorage: the page reloaded once after a deploy replaced its code (app/chunk-reload.ts). */
export const CHUNK_RELOAD_KEY = 'chunk-reload';
/** IndexedDB: Firebase App Check's token, for the contact form and sign-in. */
export const FIREBASE_APP_CHECK_DATABASE = 'firebase-app-check-database';
/** IndexedDB: the Firebase SDK's heartbeat, the SDK versions in use, which it reports to Google. */
export const FIREBASE_HEARTBEAT_DATABASE = 'firebase-heartbeat-database';
/**
 * IndexedDB: an empty database the Firebase SDK creates and deletes at once, to learn whether it can
 * keep its heartbeat (`validateIndexedDBOpenable` in @firebase/util); a page read at that moment sees it.
 */
export const FIREBASE_INDEXEDDB_CHECK_DATABASE =
  'validate-browser-context-for-indexeddb-analytics-module';
/**
 * IndexedDB, admins only: the inbox as last loaded, shown read-only offline (features/admin/inbox-cache).
 * Deleted on sign-out.
 */
export const ADMIN_INBOX_DATABASE = 'admin-inbox';
/**
 * localStorage, admins only: this device's alert registration, so the inbox knows alerts are on here.
 * Removed on sign-out.
 */
export const ADMIN_ALERTS_KEY = 'admin-alerts/v1';
/** IndexedDB, admins with alerts on: Firebase Messaging's device registration and its installation id. */
export const FIREBASE_MESSAGING_DATABASE = 'firebase-messaging-database';
export const FIREBASE_INSTALLATIONS_DATABASE = 'firebase-installations-database';
/** IndexedDB: Workbox's record of when each cached file was stored, to expire old ones. */
export const WORKBOX_EXPIRATION_DATABASE = 'workbox-expiration';
