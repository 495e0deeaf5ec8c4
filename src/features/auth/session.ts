/**
 * What the site knows about the visitor's session, in one place, from a hint to Firebase's answer:
 *
 * 1. **The hint.** localStorage says whether someone has been signed in on this device. boot.ts reads it
 *    before any app code: it marks `<html>` so the prerendered Sign In stays hidden while a session may
 *    be on its way, it sends a visitor who never signed in from /profile to /auth at once, and it starts
 *    the app early for someone who may be signed in. Most visitors never sign in, and for them the Auth
 *    SDK (about 70 KB) never loads on a marketing page.
 * 2. **A guess.** With no hint, the visitor is taken to be signed out once the page is idle, without
 *    Firebase: enough for the navigation, never for a guard (`isConfirmed` stays false).
 * 3. **Firebase's answer.** The Auth SDK, followed through `onIdTokenChanged` (api/auth-client.ts:
 *    sign-in, token refresh, a reload after verification, sign-out). It loads once the page is idle when
 *    the hint says "maybe", at once for a page that needs the answer (/profile) or when /auth's form is
 *    first used, and when someone signs in in another tab. Each answer updates the hint.
 *
 * Components reach the sign-in client through this module (`loadAuthClient`), and every sign-out is
 * its `signOut`, which first runs what features clear from the device (registered by the app with
 * `addSignOutCleanup`: a feature never imports another). It is not the only way to the Auth SDK: the
 * account operations (api/account-client.ts) import it too, loaded with /profile or by an e-mail change
 * link, and the admin feature, which may not import this one, reads the Auth instance from
 * lib/firebase/auth.ts, where every caller gets it. The hint is kept by session-hint.ts and read,
 * by the same key, by boot/shared/may-be-signed-in.ts, which boot.ts, the one eager script, runs before any
 * of this; hooks/use-session.tsx gives components the session.
 */
import { whenIdle, mayBeSignedIn } from '@/boot/shared';
import type * as AuthClientModule from './api/auth-client';
import { onSignInElsewhere, rememberSession } from './session-hint';
import type { Session } from './types';

export const LOADING_SESSION: Session = { status: 'loading' };

export type AuthClient = typeof AuthClientModule;

let loadingAuthClient: Promise<AuthClient> | null = null;

/**
 * The Auth SDK with the site's account operations: `(await loadAuthClient()).signIn(email, password)`.
 * It loads on first use, so /auth paints, hydrates and takes typing before any Firebase code arrives.
 */
export function loadAuthClient(): Promise<AuthClient> {
  // A failed load (offline) is not remembered: the next attempt fetches again.
  loadingAuthClient ??= import('./api/auth-client').catch((error: unknown) => {
    loadingAuthClient = null;
    throw error;
  });
  return loadingAuthClient;
}

/** Clears what a feature keeps on the device for the account; it runs while still signed in. */
export type SignOutCleanup = () => Promise<void>;

const signOutCleanups = new Set<SignOutCleanup>();

/** Adds a cleanup to every sign-out from now on; returns its removal. */
export function addSignOutCleanup(cleanup: SignOutCleanup): () => void {
  signOutCleanups.add(cleanup);
  return () => {
    signOutCleanups.delete(cleanup);
  };
}

/**
 * The one sign-out: the menu's Sign Out, the end of a deleted account, a session an e-mail change
 * ended. The cleanups run first, while the account may still reach its own records (an admin's device
 * record, say, as the rules require), and a failed one is logged without keeping anyone signed in. The
 * sign-in client loads before any of them, so a sign-out that cannot happen (offline, the SDK not
 * cached) clears nothing.
 */
export async function signOut(): Promise<void> {
  const client = await loadAuthClient();
  const outcomes = await Promise.allSettled([...signOutCleanups].map(async (cleanup) => cleanup()));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') console.error('A sign-out cleanup failed', outcome.reason);
  }
  await client.signOutOfFirebase();
}

/**
 * The session as an external store. Components subscribe to it directly, so a change re-renders only
 * its readers: no context value changes, which would also reach prerendered sections still waiting to
 * hydrate and force them to render early.
 */
export interface SessionStore {
  get: () => Session;
  /** Firebase's answer. */
  set: (next: Session) => void;
  /** A guess made without Firebase: good enough for the navigation, not for a guard. */
  guess: (next: Session) => void;
  /** False until Firebase has answered (or has failed to load). */
  isConfirmed: () => boolean;
  /**
   * Called just before the visitor's own sign-out: guarded pages then step aside instead of
   * redirecting. Returns the undo, for a sign-out that failed.
   */
  beginSignOut: () => () => void;
  isSigningOut: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createSessionStore(initial: Session = LOADING_SESSION): SessionStore {
  let session = initial;
  // A store created with a known session (tests) needs no confirmation.
  let confirmed = initial.status !== 'loading';
  let signingOut = false;
  const listeners = new Set<() => void>();
  const update = (next: Session, isAnswer: boolean) => {
    session = next;
    confirmed = isAnswer;
    if (next.status === 'signed-in') signingOut = false;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => session,
    set: (next) => update(next, true),
    guess: (next) => update(next, false),
    isConfirmed: () => confirmed,
    beginSignOut: () => {
      signingOut = true;
      return () => {
        signingOut = false;
      };
    },
    isSigningOut: () => signingOut,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reports every one of Firebase's answers; resolves once it is following them. */
export type FollowFirebase = (report: (session: Session) => void) => Promise<unknown>;

const followFirebase: FollowFirebase = async (report) =>
  (await loadAuthClient()).followSession(report);

/** The session of one page: its store, and when Firebase is asked. */
export interface SiteSession {
  store: SessionStore;
  /** Starts following the hint (the app's root layout calls it once); returns the stop. */
  start: () => () => void;
  /** Asks Firebase now (once), for a page that needs the answer soon. */
  connectNow: () => void;
}

export function createSiteSession(follow: FollowFirebase = followFirebase): SiteSession {
  const store = createSessionStore();
  let connection: Promise<unknown> | null = null;
  const connectNow = () => {
    connection ??= follow((session) => {
      rememberSession(session);
      store.set(session);
    }).catch((error: unknown) => {
      // Most likely offline with the SDK not yet cached: nobody can be signed in right now. The next
      // request tries again.
      console.error('Could not load the sign-in service', error);
      connection = null;
      store.set({ status: 'signed-out' });
    });
  };
  const start = () => {
    if (mayBeSignedIn()) return whenIdle(connectNow);
    // Sign In appears once the page is idle: a task of its own, not part of hydration's last one.
    const cancelGuess = whenIdle(() => {
      if (!connection) store.guess({ status: 'signed-out' });
    });
    const stopListening = onSignInElsewhere(connectNow);
    return () => {
      cancelGuess();
      stopListening();
    };
  };
  return { store, start, connectNow };
}
