import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { LOADING_SESSION } from '../session';
import { createTestSession, signedIn } from '../testing/session-store';
import { RequireSession } from './require-session';

function renderGuardedPage(initial = signedIn()) {
  const { Provider, store } = createTestSession(initial);
  const result = renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <Provider>
            <RequireSession>{(user) => <p>Profile of {user.email}</p>}</RequireSession>
          </Provider>
        ),
      },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { url: '/profile' },
  );
  return { store, ...result };
}

describe('RequireSession', () => {
  it('should send a visitor whose session ended to /auth, with the way back', async () => {
    const { store, router } = renderGuardedPage();
    expect(screen.getByText('Profile of ada@example.com')).toBeInTheDocument();
    act(() => store.set({ status: 'signed-out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('should step aside, not redirect, when the visitor signed out here themselves', () => {
    const { store, router } = renderGuardedPage();
    act(() => {
      store.beginSignOut();
      store.set({ status: 'signed-out' });
    });
    expect(screen.queryByText(/Profile of/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('should redirect again after a sign-out that failed was undone', async () => {
    const { store } = renderGuardedPage();
    act(() => {
      store.beginSignOut()();
      store.set({ status: 'signed-out' });
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('should wait for Firebase rather than act on a guess', () => {
    const { store } = renderGuardedPage(LOADING_SESSION);
    act(() => store.guess({ status: 'signed-out' }));
    expect(screen.getByLabelText('Checking your sign-in')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  });
});
