import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type ActionCodeSettings,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { paths } from '@/config/paths';
import { getAuthInstance } from '@/lib/firebase/auth';
import type { Session } from '../types';

/**
 * Reports Firebase's session as the site's plain Session on every change: sign-in, token refresh, a
 * reload (after e-mail verification), sign-out. Returns the unsubscribe. An error Auth reports leaves
 * the visitor signed out rather than loading (Auth failing to start throws, which session.ts answers
 * the same way).
 */
export function followSession(report: (session: Session) => void): () => void {
  return onIdTokenChanged(
    getAuthInstance(),
    (user) =>
      report(
        user
          ? {
              status: 'signed-in',
              user: {
                uid: user.uid,
                email: user.email,
                emailVerified: user.emailVerified,
                displayName: user.displayName,
              },
            }
          : { status: 'signed-out' },
      ),
    (error) => {
      console.error('The sign-in service failed', error);
      report({ status: 'signed-out' });
    },
  );
}

/** Links in Firebase's e-mails lead back to /auth on the origin the visitor is using. */
function continueTo(href: string): ActionCodeSettings {
  return { url: new URL(href, window.location.origin).href };
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(getAuthInstance(), email, password);
}

/** Creates the account (which signs it in) and sends the verification e-mail. */
export async function signUp(email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(getAuthInstance(), email, password);
  await sendEmailVerification(user, continueTo(paths.auth.getHref()));
}

/**
 * Sends the reset link. An unknown address is answered exactly like a known one, so the form
 * never tells a stranger which e-mails have accounts (production Firebase behaves so already).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(
      getAuthInstance(),
      email,
      continueTo(`${paths.auth.getHref()}?reset=true`),
    );
  } catch (error) {
    if (!(error instanceof FirebaseError && error.code === 'auth/user-not-found')) throw error;
  }
}

/**
 * Firebase's sign-out, the last step of session.ts's `signOut`, which runs the features' cleanups
 * first: sign out through that.
 */
export async function signOutOfFirebase(): Promise<void> {
  await signOut(getAuthInstance());
}

/** Checks a reset link's code without using it up; resolves with the account's e-mail. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(getAuthInstance(), code);
}

export async function setNewPassword(code: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(getAuthInstance(), code, newPassword);
}

/**
 * Applies a verification link's code; a signed-in user is reloaded so the session says "verified",
 * and gets a fresh ID token, whose `email_verified` is what firestore.rules read (the requests sent
 * from the address, under /profile): the cached token would say "not verified" for up to an hour.
 */
export async function confirmEmailVerification(code: string): Promise<void> {
  const auth = getAuthInstance();
  await applyActionCode(auth, code);
  await auth.currentUser?.reload();
  await auth.currentUser?.getIdToken(true);
}

export async function resendVerificationEmail(): Promise<void> {
  const { currentUser } = getAuthInstance();
  if (!currentUser) throw new Error('Sign in to request a new verification email.');
  await sendEmailVerification(currentUser, continueTo(paths.auth.getHref()));
}
