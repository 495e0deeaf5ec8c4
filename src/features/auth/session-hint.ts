/**
 * The session hint (session.ts tells the whole story): localStorage says whether someone has been
 * signed in on this device. A module of its own because boot.ts reads it before any app code, and the
 * rest of the session belongs with the app, not in the one eager script.
 */
import { SESSION_HINT_KEY } from '@/config/storage-keys';
import type { Session } from './types';

export { MAY_BE_SIGNED_IN_ATTRIBUTE } from '@/config/session-attributes';

/** Whether someone may be signed in on this device, without loading Firebase to find out. */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked: no way to know, so ask Firebase.
    return true;
  }
}

/** Keeps the hint in step with each of Firebase's answers. */
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
