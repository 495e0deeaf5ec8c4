import { createContext, useContext } from 'react';
import type { Session } from '../types';

export const LOADING_SESSION: Session = { status: 'loading' };

/**
 * The session, app-wide. This module imports no Firebase code, so every page can read it while the
 * Firebase bridge that fills it loads after first paint (see SessionProvider).
 */
export const SessionContext = createContext<Session>(LOADING_SESSION);

export function useSession(): Session {
  return useContext(SessionContext);
}
