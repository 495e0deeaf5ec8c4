/**
 * Everything the site keeps in the browser's storage under its own keys. The privacy notice names them
 * from here, so it cannot drift from the code (Firebase's own IndexedDB session is named there too).
 */
/** localStorage: "1" while someone is signed in on this device (see features/auth/hooks/session-hint.ts). */
export const SESSION_HINT_KEY = 'lagoonridge:signed-in';
/** localStorage: contact messages written offline, until they are sent (features/contact/api/outbox.ts). */
export const CONTACT_OUTBOX_KEY = 'contact-outbox/v1';
/**
 * localStorage: the colour scheme chosen in the menu, "light" or "dark"; absent for the system's
 * (lib/color-scheme-choice.ts).
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
