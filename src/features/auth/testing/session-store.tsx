import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../hooks/use-session';
import { createSessionStore, type SiteSession } from '../session';
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
 * A session a test controls, in place of Firebase: `set` plays the part of onIdTokenChanged, and
 * `connectNow` records that a page asked for Firebase's answer. `Layout` is a route element that
 * provides it to every child route.
 */
export function createTestSession(initial: Session) {
  const session: SiteSession = {
    store: createSessionStore(initial),
    start: () => () => undefined,
    connectNow: () => undefined,
  };

  function Provider({ children }: { children: ReactNode }) {
    return <SessionProvider session={session}>{children}</SessionProvider>;
  }

  return {
    set: session.store.set,
    store: session.store,
    session,
    Provider,
    Layout: () => (
      <Provider>
        <Outlet />
      </Provider>
    ),
  };
}
