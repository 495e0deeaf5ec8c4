import { type Page } from '@playwright/test';
import { test } from './support/test';
import {
  AUTH_API,
  expect,
  FIREBASE_TEST_TIMEOUT,
  signInOnTheWayTo,
  uniqueEmail,
} from './support/auth-emulator';
import { FIRESTORE } from './support/firestore';

// A deleted account stays deleted: another session of the same user (a second device, a tab with its
// own sign-in) still holds an ID token that is valid for up to an hour, and must not write the
// profile back with it (firestore.rules, deletedAccounts).

const PASSWORD = 'leaving-password';

async function signInToProfile(page: Page, email: string) {
  await signInOnTheWayTo(page, '/profile', email, PASSWORD);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeEnabled();
}

test.describe('deleting an account', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });

  test('a second session cannot save the profile after the account is deleted in the first', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('deleted');
    const signUp = await request.post(`${AUTH_API}/accounts:signUp?key=demo-api-key`, {
      data: { email, password: PASSWORD, returnSecureToken: true },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const { localId: uid } = (await signUp.json()) as { localId: string };
    const storedProfile = () =>
      request.get(`${FIRESTORE}/profiles/${uid}`, { headers: { authorization: 'Bearer owner' } });

    // The second session: its own browser context, so its own sign-in and its own token.
    const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const other = await second.newPage();
      await signInToProfile(page, email);
      await signInToProfile(other, email);

      await test.step('the first session saves a profile, then deletes the account', async () => {
        await page.getByRole('textbox', { name: 'Full name' }).fill('Ngozi Adeyemi');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Profile updated successfully')).toBeVisible();
        expect((await storedProfile()).status()).toBe(200);

        const settings = page.getByRole('region', { name: 'Account settings' });
        await settings.getByRole('button', { name: 'Delete account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.getByLabel(/^Password/).fill(PASSWORD);
        await dialog.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page.getByText('Your account and profile have been deleted.')).toBeVisible();
        expect((await storedProfile()).status()).toBe(404);
      });

      await test.step('the second session, its token still valid, saves: refused in a sentence, nothing stored', async () => {
        await other.getByRole('textbox', { name: 'Full name' }).fill('Written back');
        await other.getByRole('button', { name: 'Save Changes' }).click();
        await expect(
          other.getByText('This account has been deleted, so your changes were not saved.'),
        ).toBeVisible();
        await expect(other.getByText('Profile updated successfully')).toHaveCount(0);
        expect((await storedProfile()).status()).toBe(404);
        // Auth told that tab the account is gone: it is signed out and sent to sign in.
        await expect(other).toHaveURL(/\/auth\?next=%2Fprofile$/);
      });
    } finally {
      await second.close();
    }
  });
});
