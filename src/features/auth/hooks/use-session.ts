import { createContext, useContext, useEffect } from 'react';
import type { Session } from '../types';

export const LOADING_SESSION: Session = { status: 'loading' };

/**
 * The session, app-wide. This module imports no Firebase code, so every page can read it while the
 * Firebase bridge that fills it loads after first paint (see SessionProvider).
 */
export const SessionContext = createContext<Session>(LOADING_SESSION);

/** Asks SessionProvider to load the bridge now rather than when the browser is idle. */
export const SessionRequestContext = createContext<() => void>(() => undefined);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** For pages that cannot show anything useful without the session (/auth, /profile). */
export function useSessionNow(): Session {
  const requestSession = useContext(SessionRequestContext);
  useEffect(() => requestSession(), [requestSession]);
  return useSession();
}
