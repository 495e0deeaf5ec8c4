import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import * as authClient from '../api/auth-client';
import { createTestSession, signedIn } from '../testing/session-store';
import { recordSignOutSteps } from '../testing/sign-out-steps';
import type { Session } from '../types';
import { MAY_BE_SIGNED_IN_ATTRIBUTE } from '@/boot/shared';
import { ACCOUNT_SLOT_WIDTH, AccountNav } from './account-nav';
import { setupUser } from '@/testing/user-events';

vi.mock('../api/auth-client', () => ({ signOutOfFirebase: vi.fn() }));
const { signOutOfFirebase } = vi.mocked(authClient);

/** The nav stays mounted across navigations, as the site header does. */
function renderNav(initial: Session, placement: 'bar' | 'drawer' = 'bar', onNavigate = vi.fn()) {
  const session = createTestSession(initial);
  const nav =
    placement === 'bar' ? (
      <ul aria-label="Account">
        <AccountNav placement="bar" />
      </ul>
    ) : (
      <AccountNav placement="drawer" onNavigate={onNavigate} />
    );
  const result = renderRoutes(
    [
      {
        element: (
          <session.Provider>
            {nav}
            <Outlet />
          </session.Provider>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/auth', element: <p>Auth page</p> },
          { path: '/contact', element: <p>Contact page</p> },
        ],
      },
    ],
    { url: '/contact' },
  );
  return { ...result, session, onNavigate, user: setupUser() };
}

beforeEach(() => {
  signOutOfFirebase.mockReset();
});

describe('AccountNav', () => {
  it('should hold its place while the session loads, hiding Sign In from someone who may be signed in', () => {
    document.documentElement.setAttribute(MAY_BE_SIGNED_IN_ATTRIBUTE, '');
    try {
      renderNav({ status: 'loading' });
      const slot = screen.getByRole('listitem');
      expect(slot).toHaveStyle({ minWidth: ACCOUNT_SLOT_WIDTH });
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(within(slot).getByText('Sign In')).not.toBeVisible();
    } finally {
      document.documentElement.removeAttribute(MAY_BE_SIGNED_IN_ATTRIBUTE);
    }
  });

  it('should show Sign In while the session loads for someone who never signed in here', () => {
    renderNav({ status: 'loading' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('should offer Sign In when signed out', () => {
    renderNav({ status: 'signed-out' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('should offer Profile and Sign Out when signed in, in the same reserved width', () => {
    renderNav(signedIn());
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveStyle({ minWidth: ACCOUNT_SLOT_WIDTH });
  });

  it('should return home and sign out', async () => {
    let finish!: () => void;
    signOutOfFirebase.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, router, session } = renderNav(signedIn());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    // Home before the session ends, so a guarded page cannot send the visitor to /auth instead.
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(signOutOfFirebase).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    await act(async () => {
      session.set({ status: 'signed-out' });
      finish();
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('should run the cleanups registered with the session before signing out', async () => {
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    try {
      const { user } = renderNav(signedIn());
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(steps).toEqual(['cleanup', 'Firebase sign-out']));
    } finally {
      removeCleanup();
    }
  });

  it('should say so when signing out fails', async () => {
    signOutOfFirebase.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
        code: 'auth/network-request-failed',
      }),
    );
    const { user } = renderNav(signedIn());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(/internet connection/)).toBeVisible();
  });

  it('should close the drawer after a choice', async () => {
    const { user, onNavigate } = renderNav({ status: 'signed-out' }, 'drawer');
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
  });
});
