import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createSessionStore as createStore } from '../hooks/session-store';
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
export function createTestSession(initial: Session) {
  const store = createStore(initial);

  function Provider({ children }: { children: ReactNode }) {
    return <SessionContext value={store}>{children}</SessionContext>;
  }

  return {
    set: store.set,
    Provider,
    Layout: () => (
      <Provider>
        <Outlet />
      </Provider>
    ),
  };
}
