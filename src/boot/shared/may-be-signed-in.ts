import { SESSION_HINT_KEY } from '@/config/storage-keys';

/**
 * Whether someone may be signed in on this device, without loading Firebase to find out: the session
 * hint the app keeps in localStorage (features/auth/session-hint.ts).
 */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked: no way to know, so ask Firebase.
    return true;
  }
}
