import { SESSION_HINT_KEY } from '@/config/storage-keys';
import type { Session } from '../types';

/** localStorage key: set while someone is signed in on this device. */
export { SESSION_HINT_KEY };

/**
 * Whether someone may be signed in on this device, without loading Firebase to find out. Most
 * visitors never sign in; for them the Auth SDK (≈ 70 KB) need not load on marketing pages at all.
 * It is only a hint: once Firebase Auth has loaded, its answer is the session.
 */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked: no way to know, so ask Firebase.
    return true;
  }
}

export { MAY_BE_SIGNED_IN_ATTRIBUTE } from '@/config/session-attributes';

/** Keeps the hint in step with each session Firebase reports. */
export function rememberSession(session: Session): void {
  try {
    if (session.status === 'signed-in') window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else if (session.status === 'signed-out') window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the hint stays "maybe", which only costs loading Firebase.
  }
}

/** Calls `callback` when someone signs in in another tab of this site; returns the unsubscribe. */
export function onSignInElsewhere(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === '1') callback();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
