/**
 * The session hint (session.ts tells the whole story): localStorage says whether someone has been
 * signed in on this device. The app keeps it here; boot reads it before any app code
 * (boot/shared/may-be-signed-in.ts), by the same key.
 */
import { SESSION_HINT_KEY } from '@/config/storage-keys';
import type { Session } from './types';

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
