import { useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionContext } from '../hooks/use-session';
import type { Session, SessionUser } from '../types';

export const testUser: SessionUser = {
  uid: 'user-ada',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: null,
};

export const signedIn = (user: Partial<SessionUser> = {}): Session => ({
  status: 'signed-in',
  user: { ...testUser, ...user },
});

/**
 * A session a test controls, in place of the Firebase bridge: `set` plays the part of
 * onIdTokenChanged. `Layout` is a route element that provides it to every child route.
 */
export function createSessionStore(initial: Session) {
  let session = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Provider({ children }: { children: ReactNode }) {
    const value = useSyncExternalStore(subscribe, () => session);
    return <SessionContext value={value}>{children}</SessionContext>;
  }

  return {
    set(next: Session) {
      session = next;
      listeners.forEach((listener) => listener());
    },
    Provider,
    Layout: () => (
      <Provider>
        <Outlet />
      </Provider>
    ),
  };
}
