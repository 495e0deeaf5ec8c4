/**
 * The account operations the /auth screens call, each loading the Auth SDK (auth-client.ts) on first
 * use, so that /auth paints, hydrates and takes typing before any Firebase code has arrived. /auth asks
 * for the session bridge, which loads the SDK, when the visitor focuses the form or the page is idle, so
 * by the time a form is sent this is usually one small chunk at most.
 */
import type * as AuthClientModule from './auth-client';

type AuthClient = typeof AuthClientModule;

let loading: Promise<AuthClient> | null = null;

function loadAuthClient(): Promise<AuthClient> {
  // A failed load (offline) is not remembered: the next attempt fetches again.
  loading ??= import('./auth-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function signIn(email: string, password: string): Promise<void> {
  return (await loadAuthClient()).signIn(email, password);
}

/** Creates the account (which signs it in) and sends the verification e-mail. */
export async function signUp(email: string, password: string): Promise<void> {
  return (await loadAuthClient()).signUp(email, password);
}

/** Sends the reset link; an unknown address is answered exactly like a known one. */
export async function requestPasswordReset(email: string): Promise<void> {
  return (await loadAuthClient()).requestPasswordReset(email);
}

/** Checks a reset link's code without using it up; resolves with the account's e-mail. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  return (await loadAuthClient()).checkPasswordResetCode(code);
}

export async function setNewPassword(code: string, newPassword: string): Promise<void> {
  return (await loadAuthClient()).setNewPassword(code, newPassword);
}

/** Applies a verification link's code; a signed-in user is reloaded so the session says "verified". */
export async function confirmEmailVerification(code: string): Promise<void> {
  return (await loadAuthClient()).confirmEmailVerification(code);
}

export async function resendVerificationEmail(): Promise<void> {
  return (await loadAuthClient()).resendVerificationEmail();
}
