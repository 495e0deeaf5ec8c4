/**
 * The one way the site reaches the Auth SDK for an account operation (sign in, sign up, reset, verify,
 * sign out): `(await loadAuthClient()).signIn(email, password)`. The SDK (auth-client.ts) loads on first
 * use, so /auth paints, hydrates and takes typing before any Firebase code has arrived, and the
 * navigation, on every page, carries none of it. /auth asks for the session bridge, which loads the SDK,
 * when the visitor focuses the form or the page is idle, so by the time a form is sent this is usually
 * one small chunk at most.
 */
import type * as AuthClientModule from './auth-client';

export type AuthClient = typeof AuthClientModule;

let loading: Promise<AuthClient> | null = null;

export function loadAuthClient(): Promise<AuthClient> {
  // A failed load (offline) is not remembered: the next attempt fetches again.
  loading ??= import('./auth-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
