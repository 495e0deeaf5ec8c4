// Erasure of an account: `profiles/{uid}` first, then the Auth user, both with admin rights (the rules
// forbid client deletes). Called by the deleteAccount callable; see README ("Deleting an account").
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { RECENT_SIGN_IN_MAX_AGE_MINUTES } from '@site/contact-contract';

export const PROFILES = 'profiles';

/** The reason a stale sign-in is refused with; the web app answers it by asking for the password. */
export const REQUIRES_RECENT_LOGIN = 'requires-recent-login';
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to delete your account.';
export const RECENT_LOGIN_MESSAGE =
  'For your security, enter your password again before deleting your account.';

export interface DeletionCaller {
  uid: string;
  /** When the caller last entered their password (the ID token's `auth_time`, in seconds). */
  authTime: number | null;
}

export interface DeletionDependencies {
  db: Firestore;
  auth: Auth;
  now: () => Date;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Deletes everything the account holds. The profile goes first: if deleting the Auth user then fails,
 * the account still exists and the visitor can simply try again; the other order could leave a profile
 * no one can reach. Both steps succeed when there is nothing left to delete, so a retry is harmless.
 */
export async function deleteAccountData(uid: string, deps: DeletionDependencies): Promise<void> {
  await deps.db.collection(PROFILES).doc(uid).delete();
  try {
    await deps.auth.deleteUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/**
 * The callable's work: only a signed-in caller, and only with a recent sign-in, so a session left open
 * on a shared computer cannot erase the account. The web app re-authenticates right before calling.
 */
export async function handleDeleteAccountRequest(
  caller: DeletionCaller | null,
  deps: DeletionDependencies,
): Promise<{ deleted: true }> {
  if (caller === null) {
    throw new HttpsError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  }
  const signedInAgoMs =
    caller.authTime === null ? Infinity : deps.now().getTime() - caller.authTime * 1000;
  if (signedInAgoMs > RECENT_SIGN_IN_MAX_AGE_MINUTES * 60 * 1000) {
    throw new HttpsError('failed-precondition', RECENT_LOGIN_MESSAGE, {
      reason: REQUIRES_RECENT_LOGIN,
    });
  }
  await deleteAccountData(caller.uid, deps);
  return { deleted: true };
}
