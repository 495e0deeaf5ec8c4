import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { deleteAccount, reauthenticate, requestEmailChange } from '../../api/account-client';
import * as authClient from '../../api/auth-client';
import { createTestSession, signedIn, testUser } from '../../testing/session-store';
import { recordSignOutSteps } from '../../testing/sign-out-steps';
import { AccountSettings } from './account-settings';
import { setupUser } from '@/testing/user-events';

vi.mock('../../api/account-client', () => ({
  reauthenticate: vi.fn(),
  requestEmailChange: vi.fn(),
  changePassword: vi.fn(),
  deleteAccount: vi.fn(),
  currentAccountRecord: vi.fn(),
}));
vi.mock('../../api/auth-client', () => ({ signOutOfFirebase: vi.fn() }));
const { signOutOfFirebase } = vi.mocked(authClient);
const api = {
  reauthenticate: vi.mocked(reauthenticate),
  requestEmailChange: vi.mocked(requestEmailChange),
  deleteAccount: vi.mocked(deleteAccount),
};
/** Firebase's error for an old sign-in, as far as the settings look at it (its code). */
const staleSignIn = () =>
  Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), {
    code: 'auth/requires-recent-login',
  });

function renderSettings() {
  const session = createTestSession(signedIn());
  renderRoutes(
    [
      {
        element: <session.Layout />,
        children: [
          {
            path: '/profile',
            element: (
              <AccountSettings
                user={testUser}
                loadProfile={() => Promise.resolve(null)}
                loadRequests={() => Promise.resolve({ requests: [], bookings: [] })}
              />
            ),
          },
          { path: '/', element: <p>Home page</p> },
        ],
      },
    ],
    { url: '/profile' },
  );
  return setupUser();
}

beforeEach(() => {
  api.reauthenticate.mockReset().mockResolvedValue();
  api.requestEmailChange.mockReset();
  api.deleteAccount.mockReset();
});

describe('AccountSettings', () => {
  it('should answer requires-recent-login with the password dialog, then send the link again', async () => {
    api.requestEmailChange.mockRejectedValueOnce(staleSignIn()).mockResolvedValueOnce();
    const user = renderSettings();
    await user.type(screen.getByRole('textbox', { name: /New email address/ }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/We sent a link to/)).toHaveTextContent('new@example.com');
    expect(api.reauthenticate).toHaveBeenCalledWith('my-password');
    expect(api.requestEmailChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should change nothing and keep what was typed when the dialog is cancelled', async () => {
    api.requestEmailChange.mockRejectedValue(staleSignIn());
    const user = renderSettings();
    const field = screen.getByRole('textbox', { name: /New email address/ });
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled. Nothing was changed.',
    );
    expect(field).toHaveValue('new@example.com');
    expect(api.requestEmailChange).toHaveBeenCalledTimes(1);
  });

  it('should sign the deleted account out through the session, so its cleanups run', async () => {
    api.deleteAccount.mockResolvedValue();
    const { steps, removeCleanup } = recordSignOutSteps(signOutOfFirebase);
    try {
      const user = renderSettings();
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await user.type(within(dialog).getByLabelText(/^Password/), 'my-password');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

      expect(await screen.findByText('Account deleted')).toBeVisible();
      expect(api.deleteAccount).toHaveBeenCalledWith('my-password');
      expect(steps).toEqual(['cleanup', 'Firebase sign-out']);
      expect(screen.getByText('Home page')).toBeInTheDocument();
    } finally {
      removeCleanup();
    }
  });

  it('should say why every action waits while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSettings();
    expect(
      screen.getByText(
        'You are offline. Account changes need a connection; nothing you have typed is lost.',
      ),
    ).toBeVisible();
    for (const name of ['Change email', 'Change password', 'Download my data', 'Delete account']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
