import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { hasAdminClaim } from '@/features/admin/api/admin-access';
import { savedInbox } from '@/features/admin/inbox-cache';
import { createTestSession, signedIn } from '@/features/auth/testing/session-store';
import type { Session } from '@/features/auth/types';
import { renderRoutes } from '@/testing/test-utils';
import { AdminOnlyPage } from './admin-only-page';

vi.mock('@/features/admin/api/admin-access', () => ({ hasAdminClaim: vi.fn() }));
vi.mock('@/features/admin/inbox-cache', () => ({ savedInbox: vi.fn() }));

function SignInStub() {
  return <p>Sign in {useLocation().search}</p>;
}

function renderTeamPage(initial: Session) {
  const session = createTestSession(initial);
  return renderRoutes(
    [
      {
        element: <session.Layout />,
        children: [
          {
            path: '/admin/team',
            element: (
              <AdminOnlyPage title="Team page" description="For the team." path="/admin/team">
                {(admin) => <p>Hello {admin.email}</p>}
              </AdminOnlyPage>
            ),
          },
          { path: '/auth', element: <SignInStub /> },
        ],
      },
    ],
    { url: '/admin/team' },
  );
}

beforeEach(() => {
  vi.mocked(hasAdminClaim).mockReset();
  vi.mocked(savedInbox).mockReset().mockResolvedValue(null);
});

describe('AdminOnlyPage', () => {
  it('shows the page to an admin, titled and kept out of search results', async () => {
    vi.mocked(hasAdminClaim).mockResolvedValue(true);
    renderTeamPage(signedIn());
    expect(await screen.findByText('Hello ada@example.com')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Team page | ${site.name}`));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('tells a signed-in account without the admin claim that the page is for the team', async () => {
    vi.mocked(hasAdminClaim).mockResolvedValue(false);
    renderTeamPage(signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for our team' }),
    ).toBeVisible();
    expect(screen.queryByText(/^Hello/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    renderTeamPage({ status: 'signed-out' });
    expect(await screen.findByText('Sign in ?next=%2Fadmin%2Fteam')).toBeVisible();
    expect(hasAdminClaim).not.toHaveBeenCalled();
  });
});
