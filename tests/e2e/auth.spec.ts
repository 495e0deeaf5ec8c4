import { type Page } from '@playwright/test';
import { test } from './support/test';
import {
  createAccount,
  expect,
  FIREBASE_TEST_TIMEOUT,
  latestOobCode,
  signInThroughForm,
  uniqueEmail,
} from './support/auth-emulator';
import { expectNoAxeViolations, viewports } from './support/axe';
import { appHasStarted } from './support/app-start';

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('/auth against the Auth emulator', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });

  test('sign up, verify the email in the app, sign out and sign in again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('first-password');
    await main(page).getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(main(page).getByRole('status')).toContainText(email);
    await expect(page).toHaveURL(/\/auth#sign-up$/);

    // The link in the verification e-mail, opened in the app itself.
    const code = await latestOobCode(request, email, 'VERIFY_EMAIL');
    await page.goto(`/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();

    // Sign-up signed the new account in: the nav says so, and Sign Out returns home.
    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, email, 'first-password');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // A verification link works once; opened again it says so.
    await page.goto(`/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await expect(
      page.getByText('This link has already been used, and your email address is verified.'),
    ).toBeVisible();
  });

  test('a wrong password gives the clear sentence in a destructive toast', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('wrong');
    await createAccount(request, email, 'right-password');
    await page.goto('/auth');
    await signInThroughForm(page, email, 'wrong-password');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('reset a password through the in-app form and sign in with the new one', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    await createAccount(request, email, 'old-password');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('Reset email sent!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    const code = await latestOobCode(request, email, 'PASSWORD_RESET');
    const link = `/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await page.getByLabel(/^New password/).fill('new-password');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(
      page.getByText('Your password has been reset. Sign in with your new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?reset=true$/);

    await signInThroughForm(page, email, 'old-password');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await signInThroughForm(page, email, 'new-password');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();

    // The used link cannot be used again, and the page offers a new one.
    await page.goto(link);
    await expect(
      page.getByText('This password reset link has expired or has already been used.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  test.describe('with the service worker', () => {
    // Offline, the app it loaded comes from the worker's cache.
    test.use({ serviceWorkers: 'allow' });
    test('says it is offline instead of failing obscurely', async ({ page, context }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      // The visitor starts on the form (the app loads) while the service worker saves what it loads.
      await page.getByLabel('Email').focus();
      await appHasStarted(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await context.setOffline(true);
      await expect(page.getByText('You are offline. Signing in needs a connection.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    });
  });
});

test.describe('/auth accessibility on a phone', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });
  test.use({ viewport: viewports.phone });

  test('sign-in, with and without field errors: no axe violations', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    // Starting on the form loads the app.
    await page.getByLabel('Email').focus();
    await appHasStarted(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-up and forgot-password: no axe violations', async ({ page }) => {
    await page.goto('/auth');
    await main(page).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('after a reset (?reset=true): no axe violations', async ({ page }) => {
    await page.goto('/auth?reset=true');
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the set-a-new-password link: no axe violations', async ({ page, request }) => {
    const email = uniqueEmail('axe');
    await createAccount(request, email, 'axe-password');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('Reset email sent!')).toBeVisible();
    const code = await latestOobCode(request, email, 'PASSWORD_RESET');
    await page.goto(`/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a verification link that cannot be used: no axe violations', async ({ page }) => {
    await page.goto('/auth?mode=verifyEmail&oobCode=not-a-real-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(/expired or has already been used/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
