import {
  applyActionCode,
  checkActionCode,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { paths } from '@/config/paths';
import { getAuthInstance } from '@/lib/firebase/auth';

/** The account facts the app knows, as the "download my data" file lists them. */
export interface AccountRecord {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  signInMethods: string[];
  createdAt: string | null;
  lastSignInAt: string | null;
}

function signedInUser(): User {
  const { currentUser } = getAuthInstance();
  if (!currentUser) throw new Error('Your session has ended. Sign in again to continue.');
  return currentUser;
}

/** Confirms the signed-in user's password, which also makes the sign-in recent for sensitive changes. */
export async function reauthenticate(password: string): Promise<void> {
  const user = signedInUser();
  if (!user.email) throw new Error('This account has no email address to confirm.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/** Re-authenticates with the current password, then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  await updatePassword(signedInUser(), newPassword);
}

/**
 * Sends a link to the new address; the address changes only when that link is opened (on /auth).
 * Firebase refuses it with `auth/requires-recent-login` when the sign-in is old.
 */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await verifyBeforeUpdateEmail(signedInUser(), newEmail, {
    url: new URL(paths.auth.getHref(), window.location.origin).href,
  });
}

export function currentAccountRecord(): AccountRecord {
  const user = signedInUser();
  const toIso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    signInMethods: user.providerData.map((provider) => provider.providerId),
    createdAt: toIso(user.metadata.creationTime),
    lastSignInAt: toIso(user.metadata.lastSignInTime),
  };
}

/**
 * Re-authenticates, then asks the deleteAccount function to delete the profile and the Auth user
 * (clients may not delete profiles). The caller then signs out (session.ts's `signOut`, which also clears
 * what the account left on the device). Functions load on use only.
 */
export async function deleteAccount(password: string): Promise<void> {
  await reauthenticate(password);
  const [{ httpsCallable }, { getFunctionsInstance }] = await Promise.all([
    import('firebase/functions'),
    import('@/lib/firebase/functions'),
  ]);
  await httpsCallable(getFunctionsInstance(), 'deleteAccount')();
}

/**
 * Applies an e-mail change link (`verifyAndChangeEmail`) or the undo link sent to the old address
 * (`recoverEmail`); resolves with the address the account now has. Firebase ends other sessions
 * when the address changes, so a reload that fails only means the visitor signs in again: `signOut`
 * is the session's, passed in because importing session.ts here would split it into a chunk of its
 * own on every page's start-up path (this module is a chunk of its own too).
 */
export async function applyEmailLink(
  code: string,
  signOut: () => Promise<void>,
): Promise<string | null> {
  const auth = getAuthInstance();
  const info = await checkActionCode(auth, code);
  await applyActionCode(auth, code);
  try {
    await auth.currentUser?.reload();
  } catch {
    await signOut();
  }
  // For both modes Firebase's `email` is the address the account has once the link is applied.
  return info.data.email ?? null;
}
