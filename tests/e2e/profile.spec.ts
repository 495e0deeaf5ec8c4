import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  createAccount,
  expect,
  FIREBASE_TEST_TIMEOUT,
  signInOnTheWayTo,
  uniqueEmail,
} from './support/auth-emulator';
import { expectNoAxeViolations, viewports } from './support/axe';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A new account, signed in through /profile's redirect, which brings the visitor back. */
async function signInToProfile(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('profile');
  await createAccount(request, email, 'profile-password');
  await signInOnTheWayTo(page, '/profile', email, 'profile-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  return email;
}

test.describe('/profile against the emulators', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });

  test('save the profile, reload and see it, sign out, and be redirected', async ({
    page,
    request,
  }) => {
    const email = await signInToProfile(page, request);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toBeEnabled();
    await expect(fullName).toHaveValue('');

    await fullName.fill('Chiamaka Eze');
    await page.getByRole('textbox', { name: 'Company' }).fill('Eze Logistics Ltd');
    await page.getByRole('textbox', { name: 'Position' }).fill('Head of IT');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Runs IT for a logistics firm in Apapa.');
    await expect(page.getByText('12/100')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();

    await page.reload();
    // After a reload the session, then the profile, load again.
    await expect(fullName).toBeEnabled();
    await expect(fullName).toHaveValue('Chiamaka Eze');
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Eze Logistics Ltd');
    await expect(page.getByRole('textbox', { name: 'Position' })).toHaveValue('Head of IT');
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Runs IT for a logistics firm in Apapa.',
    );

    // A second save updates the same document (an upsert, never a second profile).
    await fullName.fill('Chiamaka N. Eze');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
    await page.reload();
    await expect(fullName).toBeEnabled();
    await expect(fullName).toHaveValue('Chiamaka N. Eze');

    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test.describe('with the service worker', () => {
    // Offline, the app it loaded comes from the worker's cache.
    test.use({ serviceWorkers: 'allow' });
    test('says it is offline and does not offer to save', async ({ page, request, context }) => {
      await signInToProfile(page, request);
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      // The service worker is registered, so everything the page loads after first paint is in.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await context.setOffline(true);
      await expect(
        page.getByText('You are offline. Your profile needs a connection to load and save.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    });
  });
});

test.describe('/profile accessibility on a phone', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });
  test.use({ viewport: viewports.phone });

  test('no axe violations once the profile has loaded', async ({ page, request }) => {
    await signInToProfile(page, request);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});
