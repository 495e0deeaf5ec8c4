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
  const store = useContext(SessionContext);
  // Prerendered HTML and the hydrating client both start from "loading".
  return useSyncExternalStore(store.subscribe, store.get, () => LOADING_SESSION);
}

/** For pages that cannot show anything useful without the session (/auth, /profile). */
export function useSessionNow(): Session {
  const requestSession = useContext(SessionRequestContext);
  useEffect(() => requestSession(), [requestSession]);
  return useSession();
}
