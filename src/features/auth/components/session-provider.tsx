import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from '@/lib/schedule';
import { mayBeSignedIn, onSignInElsewhere, rememberSession } from '../hooks/session-hint';
import { createSessionStore } from '../hooks/session-store';
import { SessionContext, SessionRequestContext } from '../hooks/use-session';
import type { Session, SessionBridgeProps } from '../types';

export type LoadSessionBridge = () => Promise<{ default: ComponentType<SessionBridgeProps> }>;

// Vitest never talks to Firebase: component tests provide the session they need through SessionContext.
const loadFirebaseBridge: LoadSessionBridge | null =
  import.meta.env.MODE === 'test' ? null : () => import('../api/session-bridge');

export interface SessionProviderProps {
  children: ReactNode;
  /** Where the Firebase bridge comes from; replaceable in tests. */
  loadBridge?: LoadSessionBridge | null;
}

/**
 * Provides the session app-wide. It starts as "loading" (which is also what prerendered HTML shows).
 * Then, if someone may be signed in on this device (session-hint.ts), it imports the Firebase bridge,
 * which reports every auth change, once the page is idle; if nobody is, the visitor is taken to be
 * signed out once the page is idle, and Firebase stays unloaded. A page that needs the session (useSessionNow) loads the bridge at once, and
 * so does a sign-in in another tab.
 */
export function SessionProvider({
  children,
  loadBridge = loadFirebaseBridge,
}: SessionProviderProps) {
  const [store] = useState(() => createSessionStore());
  const [Bridge, setBridge] = useState<ComponentType<SessionBridgeProps> | null>(null);
  const [wantedNow, setWantedNow] = useState(false);
  const loading = useRef<ReturnType<LoadSessionBridge> | null>(null);

  useEffect(() => {
    if (!loadBridge) return;
    let active = true;
    const load = () => {
      loading.current ??= loadBridge();
      loading.current.then(
        (module) => {
          if (active) setBridge(() => module.default);
        },
        (error: unknown) => {
          // Most likely offline with the chunk not yet cached: nobody can be signed in right now.
          console.error('Could not load the sign-in service', error);
          if (active) store.set({ status: 'signed-out' });
        },
      );
    };
    let stop: () => void;
    if (wantedNow) {
      load();
      stop = () => undefined;
    } else if (mayBeSignedIn()) {
      stop = whenIdle(load);
    } else {
      // Sign In appears once the page is idle: a task of its own, not part of hydration's last one.
      const cancelGuess = whenIdle(() => store.guess({ status: 'signed-out' }));
      const stopListening = onSignInElsewhere(() => setWantedNow(true));
      stop = () => {
        cancelGuess();
        stopListening();
      };
    }
    return () => {
      active = false;
      stop();
    };
  }, [loadBridge, wantedNow, store]);

  const requestSession = useCallback(() => setWantedNow(true), []);
  const report = useCallback(
    (session: Session) => {
      rememberSession(session);
      store.set(session);
    },
    [store],
  );

  return (
    <SessionRequestContext value={requestSession}>
      <SessionContext value={store}>
        {children}
        {Bridge && <Bridge onChange={report} />}
      </SessionContext>
    </SessionRequestContext>
  );
}
