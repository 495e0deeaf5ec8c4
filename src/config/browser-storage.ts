/**
 * Everything the site keeps in the browser's storage (config/storage-keys.ts names each): the one list.
 * The privacy notice is written from `BROWSER_STORAGE` below, and an end-to-end check fails on anything
 * the site writes that is not in it (tests/e2e/support/test.ts).
 */
import {
  ADMIN_ALERTS_KEY,
  ADMIN_INBOX_DATABASE,
  CHUNK_RELOAD_KEY,
  COLOR_SCHEME_CACHE,
  COLOR_SCHEME_KEY,
  CONTACT_OUTBOX_KEY,
  FIREBASE_APP_CHECK_DATABASE,
  FIREBASE_AUTH_DATABASE,
  FIREBASE_HEARTBEAT_DATABASE,
  FIREBASE_INDEXEDDB_CHECK_DATABASE,
  FIREBASE_INSTALLATIONS_DATABASE,
  FIREBASE_MESSAGING_DATABASE,
  INSTALL_DISMISSED_KEY,
  INSTALL_FIRST_VISIT_KEY,
  INSTALL_VISIT_KEY,
  LEAD_SOURCE_KEY,
  SESSION_HINT_KEY,
  WORKBOX_EXPIRATION_DATABASE,
} from './storage-keys';

export type StorageArea = 'localStorage' | 'sessionStorage' | 'IndexedDB' | 'Cache Storage';

export interface StoredItem {
  area: StorageArea;
  /** The name as stored; `matches` for names with a part that changes (a build's version). */
  name: string;
  matches?: RegExp;
  /** What a reader of the privacy notice calls it, and what it is for. */
  term: string;
  purpose: string;
}

/** Everything, as the privacy notice lists it. */
export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    area: 'localStorage',
    name: SESSION_HINT_KEY,
    term: 'Session hint',
    purpose:
      'says someone is signed in on this device, so pages know whether to load the sign-in code. Removed when you sign out.',
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_AUTH_DATABASE,
    term: 'Sign-in session',
    purpose:
      'Firebase Authentication keeps your session here once you sign in, so you stay signed in. Signing out removes it.',
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_APP_CHECK_DATABASE,
    term: 'App Check token',
    purpose:
      'a short-lived token from Firebase App Check that proves requests come from this site, kept once you sign in or send a message.',
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_HEARTBEAT_DATABASE,
    term: 'Firebase heartbeat',
    purpose:
      'the dates on which the Firebase SDK was used and its versions, which the SDK reports to Google with its requests. It names no person.',
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_INDEXEDDB_CHECK_DATABASE,
    term: 'Storage check',
    purpose:
      'an empty database the Firebase SDK creates and deletes at once, to check that this browser can keep the heartbeat above. It holds nothing.',
  },
  {
    area: 'localStorage',
    name: CONTACT_OUTBOX_KEY,
    term: 'Offline messages',
    purpose:
      'a contact message written without a connection waits here and is deleted as soon as it has been sent.',
  },
  {
    area: 'sessionStorage',
    name: LEAD_SOURCE_KEY,
    term: 'Where your visit began',
    purpose:
      'the first page of this visit, the site that linked to it (its name only) and a campaign tag from the link, sent with a contact message so we know what brought you. Gone when you close the tab.',
  },
  {
    area: 'localStorage',
    name: INSTALL_FIRST_VISIT_KEY,
    term: 'First visit',
    purpose:
      'when this browser first came, so the offer to install the site waits for a second visit.',
  },
  {
    area: 'sessionStorage',
    name: INSTALL_VISIT_KEY,
    term: 'This visit',
    purpose: 'whether this visit is your first or a return, for the same offer.',
  },
  {
    area: 'localStorage',
    name: INSTALL_DISMISSED_KEY,
    term: 'Install offer dismissed',
    purpose: 'when you closed the offer to install the site, so it does not come back for a while.',
  },
  {
    area: 'sessionStorage',
    name: CHUNK_RELOAD_KEY,
    term: 'Update reload',
    purpose:
      'notes that a page reloaded itself once after we published a new version, so it never loops.',
  },
  {
    area: 'localStorage',
    name: COLOR_SCHEME_KEY,
    term: 'Colour scheme',
    purpose:
      'if you choose Light or Dark in the menu, so that every page opens in it. Choosing System removes it.',
  },
  {
    area: 'Cache Storage',
    name: COLOR_SCHEME_CACHE,
    term: 'Colour scheme, for offline pages',
    purpose: 'the same choice, where the service worker can read it. Choosing System removes it.',
  },
  {
    area: 'Cache Storage',
    name: 'pages, assets, static, site-<version>, workbox-precache-<version>',
    matches: /^(?:pages|assets|static|site-[\w.-]+|workbox-precache-v2-.+)$/,
    term: 'Offline copy of the site',
    purpose:
      "the service worker keeps the site's pages, scripts and images here so they open without a connection. It holds no personal data.",
  },
  {
    area: 'IndexedDB',
    name: ADMIN_INBOX_DATABASE,
    term: 'Inbox, for our staff',
    purpose:
      "only on our own staff's devices: the contact messages last loaded in the inbox, so it can be read offline. Removed on sign-out.",
  },
  {
    area: 'localStorage',
    name: ADMIN_ALERTS_KEY,
    term: 'Inbox alerts, for our staff',
    purpose:
      "only on our own staff's devices: that this device receives an alert for each new message. Removed on sign-out.",
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_MESSAGING_DATABASE,
    term: 'Alert registration, for our staff',
    purpose:
      "only on our own staff's devices with alerts on: Firebase Cloud Messaging's address for this device, which alerts are sent to.",
  },
  {
    area: 'IndexedDB',
    name: FIREBASE_INSTALLATIONS_DATABASE,
    term: 'Firebase installation, for our staff',
    purpose:
      "only on our own staff's devices with alerts on: the id Firebase Cloud Messaging registers this device under.",
  },
  {
    area: 'IndexedDB',
    name: WORKBOX_EXPIRATION_DATABASE,
    term: 'Offline copy, dates',
    purpose: 'when each file of the offline copy was stored, so old ones are removed.',
  },
];

/** Whether `name` in `area` is one of the listed items. */
export function isListedStorage(area: StorageArea, name: string): boolean {
  return BROWSER_STORAGE.some(
    (item) => item.area === area && (item.matches ? item.matches.test(name) : item.name === name),
  );
}
