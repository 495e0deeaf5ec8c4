import type { Session } from '../types';

export const LOADING_SESSION: Session = { status: 'loading' };

/**
 * The session as an external store. Components subscribe to it directly, so a change re-renders
 * only its readers: no context value changes, which would also reach prerendered sections that are
 * still waiting to hydrate and force them to render early.
 */
export interface SessionStore {
  get: () => Session;
  /** Firebase's answer. */
  set: (next: Session) => void;
  /** A guess made without Firebase (session-hint.ts): good enough for the navigation, not for a guard. */
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
