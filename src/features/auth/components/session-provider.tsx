import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createSessionStore } from '../hooks/session-store';
import { SessionContext, SessionRequestContext } from '../hooks/use-session';
import type { SessionBridgeProps } from '../types';

export type LoadSessionBridge = () => Promise<{ default: ComponentType<SessionBridgeProps> }>;

// Vitest never talks to Firebase: component tests provide the session they need through SessionContext.
const loadFirebaseBridge: LoadSessionBridge | null =
  import.meta.env.MODE === 'test' ? null : () => import('../api/session-bridge');

/** Runs `task` once the browser is idle after the first paint, so Firebase never delays it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Where the Firebase bridge comes from; replaceable in tests. */
  loadBridge?: LoadSessionBridge | null;
}

/**
 * Provides the session app-wide. It starts as "loading" (which is also what prerendered HTML shows),
 * then imports the Firebase bridge, which reports every auth change: once the page is idle, or at
 * once when a page that needs the session asks for it (useSessionNow).
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
    if (wantedNow) load();
    const cancelIdle = wantedNow ? null : whenIdle(load);
    return () => {
      active = false;
      cancelIdle?.();
    };
  }, [loadBridge, wantedNow, store]);

  const requestSession = useCallback(() => setWantedNow(true), []);

  return (
    <SessionRequestContext value={requestSession}>
      <SessionContext value={store}>
        {children}
        {Bridge && <Bridge onChange={store.set} />}
      </SessionContext>
    </SessionRequestContext>
  );
}
