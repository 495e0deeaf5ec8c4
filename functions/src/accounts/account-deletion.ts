// Erasure of an account: a record that the account is deleted, then the leads sent from its verified
// address (with their conversations) and the bookings made from it, `profiles/{uid}`, then the Auth user, all with admin rights
// (the rules forbid client deletes). Called by the deleteAccount callable;
// the sweep (deleted-account-sweep.ts) finishes what a failed call left and removes old records. See
// docs/privacy.md and functions/README.md ("A deleted account stays deleted").
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { DELETED_ACCOUNT_RECORD_MS, RECENT_SIGN_IN_MAX_AGE_MINUTES } from '@site/contract';
import { eraseBookingsOf } from '../booking/booking-erasure.js';
import { eraseLeadsOf } from '../leads/lead-erasure.js';

export const PROFILES = 'profiles';
/** One document per deleted account, id = uid; firestore.rules refuse profile writes while it exists. */
export const DELETED_ACCOUNTS = 'deletedAccounts';

/** The reason a stale sign-in is refused with; the web app answers it by asking for the password. */
export const REQUIRES_RECENT_LOGIN = 'requires-recent-login';
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to delete your account.';
export const RECENT_LOGIN_MESSAGE =
  'For your security, enter your password again before deleting your account.';

export interface DeletionCaller {
  uid: string;
  /** When the caller last entered their password (the ID token's `auth_time`, in seconds). */
  authTime: number | null;
  /** The account's address, if its token says it is verified: whose leads go with the account. */
  verifiedEmail: string | null;
}

export interface DeletionDependencies {
  db: Firestore;
  auth: Auth;
  now: () => Date;
}

/** `deletedAccounts/{uid}` as stored. */
export interface DeletedAccountRecord {
  deletedAt: Timestamp;
  /** From then on no ID token of the account can be valid, and the sweep may remove the record. */
  expiresAt: Timestamp;
  /**
   * The account's verified address, kept as long as the record (70 minutes) so the sweep can finish
   * erasing its leads; null when it had none.
   */
  verifiedEmail?: string | null;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/**
 * Removes the leads and bookings of `verifiedEmail` (when there is one), the profile, then the Auth user. Every
 * step succeeds when there is nothing left to delete, so the callable's retry and every sweep may run
 * it again.
 */
export async function eraseAccount(
  uid: string,
  deps: DeletionDependencies,
  verifiedEmail: string | null = null,
): Promise<void> {
  if (verifiedEmail) {
    await eraseLeadsOf(deps.db, verifiedEmail);
    await eraseBookingsOf(deps.db, verifiedEmail);
  }
  await deps.db.collection(PROFILES).doc(uid).delete();
  try {
    await deps.auth.deleteUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/**
 * Deletes everything the account holds. The record comes first and is final: from its commit on, the
 * rules refuse the profile writes of tokens the account still holds (valid for up to an hour), so
 * nothing can be written back between or after the deletions; a write that came before is deleted
 * with the profile. If a later step fails, the sweep finishes the erasure. A repeated call writes the
 * record again, with a later expiry: the caller's token was still valid.
 */
export async function deleteAccountData(
  uid: string,
  deps: DeletionDependencies,
  verifiedEmail: string | null = null,
): Promise<void> {
  const deletedAt = deps.now();
  const record: DeletedAccountRecord = {
    deletedAt: Timestamp.fromDate(deletedAt),
    expiresAt: Timestamp.fromMillis(deletedAt.getTime() + DELETED_ACCOUNT_RECORD_MS),
    verifiedEmail,
  };
  await deps.db.collection(DELETED_ACCOUNTS).doc(uid).set(record);
  await eraseAccount(uid, deps, verifiedEmail);
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
  await deleteAccountData(caller.uid, deps, caller.verifiedEmail);
  return { deleted: true };
}
