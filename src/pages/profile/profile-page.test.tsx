import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LIMITS } from '@/config/profile-limits';
import { createTestSession, signedIn, testUser } from '@/features/auth/testing/session-store';
import type { Session } from '@/features/auth/types';
import { AccountDeletedError } from '@/features/profile/api/account-deleted-error';
import { getProfile } from '@/features/profile/api/get-profile';
import { saveProfile } from '@/features/profile/api/save-profile';
import { loadBookingsOf } from '@/features/booking/api/client-bookings';
import { loadConversationsOf } from '@/features/conversations/api/client-conversations';
import { renderRoutes } from '@/testing/test-utils';
import { ProfilePage } from './profile-page';
import { setupUser } from '@/testing/user-events';

vi.mock('@/features/profile/api/get-profile', () => ({ getProfile: vi.fn() }));
vi.mock('@/features/profile/api/save-profile', () => ({ saveProfile: vi.fn() }));
vi.mock('@/features/auth/api/auth-client', () => ({ resendVerificationEmail: vi.fn() }));
vi.mock('@/features/booking/api/client-bookings', () => ({ loadBookingsOf: vi.fn() }));
vi.mock('@/features/conversations/api/client-conversations', () => ({
  loadConversationsOf: vi.fn(),
}));
const api = {
  getProfile: vi.mocked(getProfile),
  saveProfile: vi.mocked(saveProfile),
  loadConversationsOf: vi.mocked(loadConversationsOf),
  loadBookingsOf: vi.mocked(loadBookingsOf),
};

const savedProfile = {
  full_name: 'Ada Obi',
  company: 'Obi Logistics',
  position: 'Chief Information Officer',
  bio: 'Runs IT for a logistics firm in Apapa.',
};

function AuthPageStub() {
  const location = useLocation();
  return <h1>Auth page {location.search}</h1>;
}

function renderProfile(initial: Session = signedIn()) {
  const session = createTestSession(initial);
  const result = renderRoutes(
    [
      {
        element: <session.Layout />,
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/auth', element: <AuthPageStub /> },
        ],
      },
    ],
    { url: '/profile' },
  );
  return { ...result, session, user: setupUser() };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: /Save Changes|Saving\.\.\./ });

beforeEach(() => {
  api.getProfile.mockReset().mockResolvedValue(savedProfile);
  api.saveProfile.mockReset().mockResolvedValue();
  api.loadConversationsOf.mockReset().mockResolvedValue([]);
  api.loadBookingsOf.mockReset().mockResolvedValue([]);
});

describe('/profile access', () => {
  it('should show the empty, disabled form without redirecting while the session loads', async () => {
    const { router, session } = renderProfile({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.getProfile).not.toHaveBeenCalled();

    act(() => session.set(signedIn()));
    expect(await screen.findByText(/Signed in as/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toBeEnabled());
    expect(api.getProfile).toHaveBeenCalledWith(testUser.uid);
  });

  it('should send a signed-out visitor to /auth, to come back afterwards', async () => {
    const { router } = renderProfile({ status: 'signed-out' });
    expect(await screen.findByRole('heading', { name: /Auth page/ })).toHaveTextContent(
      '?next=%2Fprofile',
    );
    expect(router.state.location.state).toEqual({ from: '/profile' });
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('should send the visitor away when they sign out on the page', async () => {
    const { session } = renderProfile();
    await screen.findByDisplayValue('Ada Obi');
    act(() => session.set({ status: 'signed-out' }));
    expect(await screen.findByRole('heading', { name: /Auth page/ })).toBeVisible();
  });

  it('should keep the page out of search results', async () => {
    renderProfile();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });
});

describe('/profile form', () => {
  it('should show the four fields with the rules’ limits, a 4-row bio and counters', async () => {
    renderProfile();
    await screen.findByDisplayValue('Ada Obi');
    expect(field(/full name/i)).toHaveAttribute('maxLength', String(PROFILE_LIMITS.fullName));
    expect(field(/company/i)).toHaveAttribute('maxLength', String(PROFILE_LIMITS.company));
    expect(field(/position/i)).toHaveAttribute('maxLength', String(PROFILE_LIMITS.position));
    const bio = field(/bio/i);
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio).toHaveAttribute('rows', '4');
    expect(bio).toHaveAttribute('maxLength', String(PROFILE_LIMITS.bio));
    expect(field(/full name/i)).toHaveAccessibleDescription(
      `7/${PROFILE_LIMITS.fullName} characters`,
    );
    expect(screen.getByText(`38/${PROFILE_LIMITS.bio}`)).toBeVisible();
  });

  it('should load the profile with fields and Save Changes disabled until it arrives', async () => {
    let arrive!: (profile: typeof savedProfile) => void;
    api.getProfile.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderProfile();
    expect(await screen.findByRole('progressbar', { name: 'Loading your profile' })).toBeVisible();
    expect(field(/full name/i)).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(api.getProfile).toHaveBeenCalledWith('user-ada');

    await act(async () => arrive(savedProfile));
    expect(field(/full name/i)).toHaveValue('Ada Obi');
    expect(field(/company/i)).toHaveValue('Obi Logistics');
    expect(field(/position/i)).toHaveValue('Chief Information Officer');
    expect(field(/bio/i)).toHaveValue('Runs IT for a logistics firm in Apapa.');
    expect(field(/full name/i)).toBeEnabled();
    expect(saveButton()).toBeEnabled();
    expect(
      screen.queryByRole('progressbar', { name: 'Loading your profile' }),
    ).not.toBeInTheDocument();
  });

  it('should start empty for a user who never saved a profile', async () => {
    api.getProfile.mockResolvedValue(null);
    renderProfile();
    await waitFor(() => expect(field(/full name/i)).toBeEnabled());
    expect(field(/full name/i)).toHaveValue('');
    expect(screen.getAllByText(`0/${PROFILE_LIMITS.company}`).length).toBeGreaterThan(0);
  });

  it("should toast 'Failed to load profile' and offer to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getProfile.mockRejectedValueOnce(new Error('permission-denied'));
    const { user } = renderProfile();
    expect(await screen.findByText('Failed to load profile')).toBeVisible();
    expect(screen.getByText(/We could not load your profile\./)).toBeVisible();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Ada Obi')).toBeEnabled();
    expect(api.getProfile).toHaveBeenCalledTimes(2);
  });

  it('should save by upsert with Save Changes disabled while saving, then toast success', async () => {
    let finish!: () => void;
    api.saveProfile.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderProfile();
    await screen.findByDisplayValue('Ada Obi');
    await user.clear(field(/position/i));
    await user.type(field(/position/i), 'CTO');
    await user.click(saveButton());

    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(api.saveProfile).toHaveBeenCalledWith('user-ada', { ...savedProfile, position: 'CTO' });

    await act(async () => finish());
    expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveTextContent('Save Changes');
  });

  it("should toast 'Failed to update profile' and keep the edits", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.saveProfile.mockRejectedValue(new Error('permission-denied'));
    const { user } = renderProfile();
    await screen.findByDisplayValue('Ada Obi');
    await user.type(field(/company/i), ' Ltd');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update profile')).toBeVisible();
    expect(field(/company/i)).toHaveValue('Obi Logistics Ltd');
    expect(saveButton()).toBeEnabled();
  });

  it('should say so when the account was deleted elsewhere, and that nothing was saved', async () => {
    api.saveProfile.mockRejectedValue(new AccountDeletedError());
    const { user } = renderProfile();
    await screen.findByDisplayValue('Ada Obi');
    await user.type(field(/company/i), ' Ltd');
    await user.click(saveButton());
    expect(
      await screen.findByText('This account has been deleted, so your changes were not saved.'),
    ).toBeVisible();
    expect(screen.queryByText('Failed to update profile')).toBeNull();
  });

  it('should wait for a connection when offline, and load once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderProfile();
    expect(
      await screen.findByText('You are offline. Your profile needs a connection to load and save.'),
    ).toBeVisible();
    expect(saveButton()).toBeDisabled();
    expect(api.getProfile).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByDisplayValue('Ada Obi')).toBeEnabled();
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('should remind a user whose email is not verified, and send a new link', async () => {
    renderProfile(signedIn({ emailVerified: false }));
    const reminder = await screen.findByText(/Please verify your email address/);
    expect(reminder).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a new verification link' })).toBeEnabled();
    // After the form, which it would push down if it came first: it appears once the session is known.
    const form = screen.getByRole('button', { name: 'Save Changes' });
    expect(form.compareDocumentPosition(reminder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/profile requests', () => {
  const conversation = {
    id: 'c1',
    email: 'ada@example.com',
    subject: 'Managed IT for 40 seats',
    createdAt: new Date('2026-11-25T09:00:00Z'),
    updatedAt: new Date('2026-11-25T10:00:00Z'),
    waiting: false,
    messages: [
      {
        side: 'prospect' as const,
        at: new Date('2026-11-25T09:00:00Z'),
        text: 'We need a quote.',
        channel: 'form' as const,
        attachments: [],
      },
      {
        side: 'firm' as const,
        at: new Date('2026-11-25T09:20:00Z'),
        text: 'Which models?',
        channel: 'reply' as const,
        attachments: [],
      },
    ],
  };

  it("lists the requests sent from the user's verified address, each opening its conversation", async () => {
    api.loadConversationsOf.mockResolvedValue([conversation]);
    const { user } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Managed IT for 40 seats' })).toBeVisible();
    expect(api.loadConversationsOf).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByText(/Request, .*: Answered/)).toBeVisible();
    expect(screen.queryByText('Which models?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the conversation' }));
    expect(screen.getByText('We need a quote.')).toBeVisible();
    expect(screen.getByText('Which models?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the conversation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("lists the calls booked from the user's verified address beside the requests, newest first", async () => {
    api.loadConversationsOf.mockResolvedValue([conversation]);
    api.loadBookingsOf.mockResolvedValue([
      {
        id: 'b1',
        email: 'ada@example.com',
        kind: 'technical',
        startsAt: new Date('2099-12-02T10:00:00Z'),
        endsAt: new Date('2099-12-02T10:30:00Z'),
        state: 'confirmed',
      },
      {
        id: 'b2',
        email: 'ada@example.com',
        kind: 'sales',
        startsAt: new Date('2026-11-20T10:00:00Z'),
        endsAt: new Date('2026-11-20T10:30:00Z'),
        state: 'cancelled',
      },
    ]);
    const { user } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Technical call' })).toBeVisible();
    expect(api.loadBookingsOf).toHaveBeenCalledWith('ada@example.com');
    const items = within(screen.getByRole('region', { name: 'Your requests' }));
    expect(
      items.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Technical call', 'Managed IT for 40 seats', 'Sales call']);
    expect(screen.getByText(/Booking, .*: Booked/)).toBeVisible();
    expect(screen.getByText(/Booking, .*: Cancelled/)).toBeVisible();
    const [upcoming] = screen.getAllByRole('button', { name: 'Open the booking' });
    await user.click(upcoming!);
    expect(screen.getByText(/Wednesday 2 December, 11:00 WAT.*, 30 minutes\./)).toBeVisible();
    expect(screen.getByText(/use the links in our e-mail with the invitation/)).toBeVisible();
  });

  it('asks for a verified address before it reads any', async () => {
    renderProfile(signedIn({ emailVerified: false }));
    expect(await screen.findByText(/Once your e-mail address is verified/)).toBeVisible();
    expect(api.loadConversationsOf).not.toHaveBeenCalled();
    expect(api.loadBookingsOf).not.toHaveBeenCalled();
  });
});
