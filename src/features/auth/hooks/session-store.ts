import type { Session } from '../types';

export const LOADING_SESSION: Session = { status: 'loading' };

/**
 * The session as an external store. Components subscribe to it directly, so a change re-renders
 * only its readers: no context value changes, which would also reach prerendered sections that are
 * still waiting to hydrate and force them to render early.
 */
export interface SessionStore {
  get: () => Session;
  set: (next: Session) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSessionStore(initial: Session = LOADING_SESSION): SessionStore {
  let session = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => session,
    set(next) {
      session = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
