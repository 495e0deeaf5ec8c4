import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Session } from '../types';
import { createSessionStore, LOADING_SESSION, type SessionStore } from './session-store';

export { LOADING_SESSION } from './session-store';

/**
 * The session, app-wide. This module imports no Firebase code, so every page can read it while the
 * Firebase bridge that fills it loads after first paint (see SessionProvider).
 */
export const SessionContext = createContext<SessionStore>(createSessionStore());

/** Asks SessionProvider to load the bridge now rather than when the browser is idle. */
export const SessionRequestContext = createContext<() => void>(() => undefined);

export function useSession(): Session {
  const store = useSessionStore();
  // Prerendered HTML and the hydrating client both start from "loading".
  return useSyncExternalStore(store.subscribe, store.get, () => LOADING_SESSION);
}

/**
 * For pages that cannot show anything useful without the session (/profile): loads Firebase now, and
 * reports "loading" until Firebase has answered, never a guess.
 */
export function useSessionNow(): Session {
  const requestSession = useRequestSession();
  useEffect(() => requestSession(), [requestSession]);
  return useConfirmedSession();
}

/** Firebase's answer, or "loading" until there is one (a guess from the hint never counts). */
export function useConfirmedSession(): Session {
  const store = useSessionStore();
  const session = useSession();
  const confirmed = useSyncExternalStore(store.subscribe, store.isConfirmed, () => false);
  return confirmed ? session : LOADING_SESSION;
}

/** Loads the Firebase bridge now (once), for a page that will need Firebase's answer soon. */
export function useRequestSession(): () => void {
  return useContext(SessionRequestContext);
}

/** The store itself, for the few places that act on the session rather than read it (sign-out). */
export function useSessionStore(): SessionStore {
  return useContext(SessionContext);
}
