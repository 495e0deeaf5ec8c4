import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  createSiteSession,
  LOADING_SESSION,
  type SessionStore,
  type SiteSession,
} from '../session';
import type { Session } from '../types';

/**
 * The page's session (../session.ts tells its story). Vitest never talks to Firebase: the app's own
 * session never answers there, and component tests provide the one they need (testing/session-store.tsx).
 */
const siteSession = createSiteSession(
  import.meta.env.MODE === 'test' ? () => new Promise<never>(() => undefined) : undefined,
);

const SessionContext = createContext<SiteSession>(siteSession);

/** Provides the session app-wide and starts following the hint; the root layout mounts it once. */
export function SessionProvider({
  children,
  session = siteSession,
}: {
  children: ReactNode;
  session?: SiteSession;
}) {
  useEffect(() => session.start(), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const { store } = useContext(SessionContext);
  // Prerendered HTML and the hydrating client both start from "loading".
  return useSyncExternalStore(store.subscribe, store.get, () => LOADING_SESSION);
}

/**
 * For pages that cannot show anything useful without the session (/profile): asks Firebase now, and
 * reports "loading" until Firebase has answered, never a guess.
 */
export function useSessionNow(): Session {
  const requestSession = useRequestSession();
  useEffect(() => requestSession(), [requestSession]);
  return useConfirmedSession();
}

/** Firebase's answer, or "loading" until there is one (a guess from the hint never counts). */
export function useConfirmedSession(): Session {
  const { store } = useContext(SessionContext);
  const session = useSession();
  const confirmed = useSyncExternalStore(store.subscribe, store.isConfirmed, () => false);
  return confirmed ? session : LOADING_SESSION;
}

/** Asks Firebase now (once), for a page that will need its answer soon. */
export function useRequestSession(): () => void {
  return useContext(SessionContext).connectNow;
}

/** The store itself, for the few places that act on the session rather than read it (sign-out). */
export function useSessionStore(): SessionStore {
  return useContext(SessionContext).store;
}
