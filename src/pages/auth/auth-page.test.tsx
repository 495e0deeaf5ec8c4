import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authClient from '@/features/auth/api/auth-client';
import { createTestSession, signedIn } from '@/features/auth/testing/session-store';
import { deferred } from '@/testing/deferred';
import { renderRoutes } from '@/testing/test-utils';
import { AuthPage } from './auth-page';
import { fill, setupUser } from '@/testing/user-events';

vi.mock('@/features/auth/api/auth-client', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  signOutOfFirebase: vi.fn(),
  checkPasswordResetCode: vi.fn(),
  setNewPassword: vi.fn(),
  confirmEmailVerification: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));
const api = vi.mocked(authClient);

/** A Firebase Auth error as the SDK throws it. */
function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

let session = createTestSession({ status: 'signed-out' });

function renderAuth(url = '/auth', state?: unknown) {
  const result = renderRoutes(
    [
      {
        element: <session.Layout />,
        children: [
          { path: '/auth', element: <AuthPage /> },
          { path: '/', element: <h1>Home page</h1> },
          { path: '/profile', element: <h1>Profile page</h1> },
        ],
      },
    ],
    { url },
  );
  if (state) void result.router.navigate(url, { state, replace: true });
  return { ...result, user: setupUser() };
}

const emailInput = () => screen.getByRole('textbox', { name: /email/i });
const passwordInput = () => screen.getByLabelText(/^password/i);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  session = createTestSession({ status: 'signed-out' });
  Object.values(api).forEach((fn) => fn.mockReset());
});

describe('/auth sign-in (the default mode)', () => {
  it('should show the sign-in form with native constraints and keep the page out of search results', async () => {
    renderAuth();
    await heading('Sign In');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('minLength', '6');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('should show errors beside empty or invalid fields and send nothing', async () => {
    const { user } = renderAuth();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(emailInput()).toHaveAccessibleDescription('Enter your email address.');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription('Enter your password.');
    expect(emailInput()).toHaveFocus();

    await fill(user, emailInput(), 'ada@');
    await fill(user, passwordInput(), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(emailInput()).toHaveAccessibleDescription(/valid email address/);
    expect(passwordInput()).toHaveAccessibleDescription('Use at least 6 characters.');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('should read "Loading..." and stay disabled while signing in, then go home once signed in', async () => {
    const request = deferred();
    api.signIn.mockReturnValue(request.promise);
    const { user, router } = renderAuth();
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), ' ada@example.com ');
    await fill(user, passwordInput(), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(api.signIn).toHaveBeenCalledWith('ada@example.com', 'secret-password');

    await act(async () => request.resolve());
    // The redirect waits for the session, so a guarded page never sees the old one.
    expect(router.state.location.pathname).toBe('/auth');
    act(() => session.set(signedIn()));
    await heading('Home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('should return to the page given by ?next= after signing in', async () => {
    api.signIn.mockResolvedValue();
    const { user } = renderAuth('/auth?next=%2Fprofile');
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await fill(user, passwordInput(), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    act(() => session.set(signedIn()));
    await heading('Profile page');
  });

  it('should return to the page given in router state', async () => {
    api.signIn.mockResolvedValue();
    const { user } = renderAuth('/auth', { from: '/profile' });
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await fill(user, passwordInput(), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    act(() => session.set(signedIn()));
    await heading('Profile page');
  });

  it.each([
    ['//evil.example/profile'],
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/.//evil.example'],
    ['/\\evil.example'],
  ])('should go home, not stay on /auth, when ?next=%s is refused', async (next) => {
    api.signIn.mockResolvedValue();
    const { user, router } = renderAuth(`/auth?${new URLSearchParams({ next }).toString()}`);
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await fill(user, passwordInput(), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    act(() => session.set(signedIn()));
    await heading('Home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [authError('auth/invalid-credential'), 'Incorrect email or password.'],
    [authError('auth/too-many-requests'), /Too many attempts/],
    [authError('auth/network-request-failed'), /internet connection/],
    ['a thrown string', 'An error occurred'],
  ])('should explain a failed sign-in in a destructive toast (%s)', async (error, message) => {
    api.signIn.mockRejectedValue(error);
    const { user } = renderAuth();
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await fill(user, passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const toast = (await screen.findByText(message)).closest('.notistack-MuiContent');
    expect(toast).toHaveClass('notistack-MuiContent-error');
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('should say the password was reset when coming back from a reset link (?reset=true)', async () => {
    renderAuth('/auth?reset=true');
    await heading('Sign In');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Sign in with your new password.',
    );
  });

  it('should say it is offline and not offer to send anything', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAuth();
    await heading('Sign In');
    expect(screen.getByText('You are offline. Signing in needs a connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});

/** What the browser does when a view's link is followed: the router learns the new fragment. */
async function follow(link: HTMLElement, router: ReturnType<typeof renderAuth>['router']) {
  const href = link.getAttribute('href') ?? '';
  expect(href).toMatch(/^#/);
  await act(() => router.navigate({ search: router.state.location.search, hash: href }));
}

describe('/auth sign-up', () => {
  it('should switch to sign-up by its fragment, keeping what was typed, and switch back', async () => {
    const { user, router } = renderAuth();
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await fill(user, passwordInput(), 'typed-password');
    await follow(screen.getByRole('link', { name: 'Sign Up' }), router);
    await heading('Create an Account');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput()).toHaveValue('typed-password');
    expect(emailInput()).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    await follow(screen.getByRole('link', { name: 'Sign In' }), router);
    await heading('Sign In');
    expect(passwordInput()).toHaveValue('typed-password');
  });

  it('should create the account, say to verify the email, and stay', async () => {
    const request = deferred();
    api.signUp.mockReturnValue(request.promise);
    const { user, router } = renderAuth('/auth#sign-up');
    await heading('Create an Account');
    await fill(user, emailInput(), 'ada@example.com');
    await fill(user, passwordInput(), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await act(async () => request.resolve());

    expect(api.signUp).toHaveBeenCalledWith('ada@example.com', 'new-password');
    expect(api.signIn).not.toHaveBeenCalled();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a verification link to ada@example.com',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    expect(passwordInput()).toHaveValue('');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('should explain a failed sign-up', async () => {
    api.signUp.mockRejectedValue(authError('auth/email-already-in-use'));
    const { user } = renderAuth('/auth#sign-up');
    await heading('Create an Account');
    await fill(user, emailInput(), 'ada@example.com');
    await fill(user, passwordInput(), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/account with this email already exists/)).toBeVisible();
  });
});

describe('/auth password reset', () => {
  it('should show the email-only view and go back to sign-in', async () => {
    const { router } = renderAuth();
    await follow(await screen.findByRole('link', { name: 'Forgot your password?' }), router);
    await heading('Reset Password');
    expect(emailInput()).toBeRequired();
    expect(screen.queryByLabelText(/^password/i)).not.toBeVisible();
    await follow(screen.getByRole('link', { name: 'Back to Sign In' }), router);
    await heading('Sign In');
  });

  it("should toast 'Please enter your email address' for an empty email and send nothing", async () => {
    const { user } = renderAuth('/auth#forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Please enter your email address')).toBeVisible();
    expect(emailInput()).toHaveAccessibleDescription('Enter your email address.');
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('should read "Sending..." while sending, then toast and return to sign-in', async () => {
    const request = deferred();
    api.requestPasswordReset.mockReturnValue(request.promise);
    const { user, router } = renderAuth('/auth?next=%2Fprofile');
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await follow(screen.getByRole('link', { name: 'Forgot your password?' }), router);
    // What was typed in sign-in is kept.
    expect(emailInput()).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => request.resolve());

    expect(api.requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText('Reset email sent!')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email for password reset instructions.'),
    ).toBeVisible();
    expect(await heading('Sign In')).toBeVisible();
    // Where the visitor was going is kept.
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('should explain a failed reset request', async () => {
    api.requestPasswordReset.mockRejectedValue(authError('auth/invalid-email'));
    const { user } = renderAuth('/auth#forgot-password');
    await fill(user, await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });
});

describe('/auth e-mail links', () => {
  it('should set a new password from a reset link and then offer sign-in', async () => {
    api.checkPasswordResetCode.mockResolvedValue('ada@example.com');
    const saving = deferred();
    api.setNewPassword.mockReturnValue(saving.promise);
    const { user, router } = renderAuth('/auth?mode=resetPassword&oobCode=code-1&apiKey=k');
    await heading('Set a New Password');
    expect(await screen.findByText('ada@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByLabelText(/new password/i)).toHaveAccessibleDescription(
      'Enter your password.',
    );
    await fill(user, screen.getByLabelText(/new password/i), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await act(async () => saving.resolve());

    expect(api.setNewPassword).toHaveBeenCalledWith('code-1', 'brand-new-password');
    expect(await heading('Sign In')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(router.state.location.search).toBe('?reset=true');
  });

  it('should say an expired reset link cannot be used and offer a new one', async () => {
    api.checkPasswordResetCode.mockRejectedValue(authError('auth/expired-action-code'));
    const { user } = renderAuth('/auth?mode=resetPassword&oobCode=old-code');
    expect(
      await screen.findByText('This password reset link has expired or has already been used.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await heading('Reset Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeVisible();
  });

  it('should verify the email from a verification link', async () => {
    api.confirmEmailVerification.mockResolvedValue();
    const { user } = renderAuth('/auth?mode=verifyEmail&oobCode=verify-1');
    await heading('Verify Your Email');
    expect(await screen.findByText(/Your email address is verified/)).toBeVisible();
    expect(api.confirmEmailVerification).toHaveBeenCalledTimes(1);
    expect(api.confirmEmailVerification).toHaveBeenCalledWith('verify-1');
    await user.click(screen.getByRole('button', { name: 'Continue to Sign In' }));
    expect(await heading('Sign In')).toBeVisible();
  });

  it('should offer a signed-in user their profile after verifying', async () => {
    session.set(signedIn({ emailVerified: false }));
    api.confirmEmailVerification.mockResolvedValue();
    renderAuth('/auth?mode=verifyEmail&oobCode=verify-2');
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('should let a signed-in user ask for a new link when theirs has expired', async () => {
    session.set(signedIn({ emailVerified: false }));
    api.confirmEmailVerification.mockRejectedValue(authError('auth/invalid-action-code'));
    api.resendVerificationEmail.mockResolvedValue();
    const { user } = renderAuth('/auth?mode=verifyEmail&oobCode=used-code');
    expect(
      await screen.findByText('This verification link has expired or has already been used.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(api.resendVerificationEmail).toHaveBeenCalled();
    expect(await screen.findByText('Verification email sent')).toBeVisible();
  });

  it('should tell a signed-out visitor with an expired link to sign in first', async () => {
    api.confirmEmailVerification.mockRejectedValue(authError('auth/expired-action-code'));
    const { user } = renderAuth('/auth?mode=verifyEmail&oobCode=expired-code');
    expect(await screen.findByText(/Sign in, and you can send yourself a new link/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await heading('Sign In')).toBeVisible();
  });

  it('should offer to try again when the link could not be checked for another reason', async () => {
    api.confirmEmailVerification
      .mockRejectedValueOnce(authError('auth/network-request-failed'))
      .mockResolvedValueOnce();
    const { user } = renderAuth('/auth?mode=verifyEmail&oobCode=flaky-code');
    expect(await screen.findByText(/internet connection/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your email address is verified/)).toBeVisible();
  });
});
