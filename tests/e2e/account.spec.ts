import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  AUTH_API,
  createAccount,
  expect,
  FIREBASE_TEST_TIMEOUT,
  signInOnTheWayTo,
  signInThroughForm,
  uniqueEmail,
} from './support/auth-emulator';
import { FIRESTORE } from './support/firestore';
import { expectNoAxeViolations, viewports } from './support/axe';

// Account settings on /profile, the e-mail links they lead to on /auth, and the privacy notice.
// Each test walks several flows in one page session: the e2e suite's time is a budget.

const PROJECT_ID = 'demo-lagoon-ridge';
/** Replies from outside the page's origin must allow it, as the real services do. */
const CORS = { 'access-control-allow-origin': '*' };

/** Answers the first POST to `url` with `reply` (preflights and later calls reach the real service). */
async function replyOnceTo(page: Page, url: string, status: number, reply: object) {
  let answered = false;
  await page.route(url, (route) => {
    if (answered || route.request().method() !== 'POST') return route.fallback();
    answered = true;
    return route.fulfill({
      status,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify(reply),
    });
  });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const settings = (page: Page) => page.getByRole('region', { name: 'Account settings' });

/** The newest action code of `requestType` the Auth emulator "sent" to `email`. */
async function latestCode(request: APIRequestContext, email: string, requestType: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
      );
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; oobCode: string; requestType: string }[];
      };
      code = oobCodes
        .filter((entry) => entry.email === email && entry.requestType === requestType)
        .at(-1)?.oobCode;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function canSignIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${AUTH_API}/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  return response.ok();
}

async function signInToProfile(page: Page, email: string, password: string) {
  await signInOnTheWayTo(page, '/profile', email, password);
  await expect(settings(page)).toBeVisible();
}

test.describe('account settings against the emulators', () => {
  test.describe.configure({ timeout: FIREBASE_TEST_TIMEOUT });
  // The offline step waits for the service worker to have saved the page.
  test.use({ serviceWorkers: 'allow' });

  test('resend verification, change password and e-mail (with their errors, a stale sign-in and offline), download, delete', async ({
    page,
    request,
    context,
  }) => {
    const email = uniqueEmail('account');
    const takenEmail = uniqueEmail('taken');
    const newEmail = uniqueEmail('moved');
    await createAccount(request, email, 'first-password');
    await createAccount(request, takenEmail, 'someone-else');
    await signInToProfile(page, email, 'first-password');
    const section = settings(page);
    await expectNoAxeViolations(page);

    await test.step('resend the verification e-mail', async () => {
      await section.getByRole('button', { name: 'Resend verification email' }).click();
      await expect(page.getByText('Verification email sent')).toBeVisible();
      expect(await latestCode(request, email, 'VERIFY_EMAIL')).toBeTruthy();
    });

    await test.step('a wrong current password is refused in a sentence; the fields are kept', async () => {
      await section.getByLabel(/^Current password/).fill('not-my-password');
      await section.getByLabel(/^New password/).fill('second-password');
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.getByRole('alert')).toHaveText(
        'That password is not correct. Enter your current password.',
      );
      await expect(section.getByLabel(/^New password/)).toHaveValue('second-password');

      await section.getByLabel(/^Current password/).fill('first-password');
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(
        section.getByText('Your password has been changed. Use the new one'),
      ).toBeVisible();
      expect(await canSignIn(request, email, 'second-password')).toBe(true);
    });

    await test.step('an e-mail address another account uses is refused in a sentence', async () => {
      await section.getByLabel(/^New email address/).fill(takenEmail);
      await section.getByRole('button', { name: 'Change email' }).click();
      await expect(section.getByRole('alert')).toHaveText(
        'Another account already uses this email address. Choose a different address.',
      );
    });

    await test.step('a stale sign-in (requires-recent-login) asks for the password, then sends the link', async () => {
      // Firebase answers an old sign-in so; the emulator never does, so the first reply is Firebase's.
      await replyOnceTo(page, '**/identitytoolkit.googleapis.com/v1/accounts:sendOobCode*', 400, {
        error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [] },
      });
      await section.getByLabel(/^New email address/).fill(newEmail);
      await section.getByRole('button', { name: 'Change email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel(/^Password/).fill('first-password');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'That password is not correct. Enter your current password.',
      );
      await dialog.getByLabel(/^Password/).fill('second-password');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
      expect(await latestCode(request, email, 'VERIFY_AND_CHANGE_EMAIL')).toBeTruthy();
    });

    await test.step('offline: said plainly, nothing sent, nothing typed lost', async () => {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await context.setOffline(true);
      await expect(
        section.getByText(
          'You are offline. Account changes need a connection; nothing you have typed is lost.',
        ),
      ).toBeVisible();
      await section.getByLabel(/^New email address/).fill('typed-offline@example.test');
      for (const name of [
        'Change email',
        'Change password',
        'Download my data',
        'Delete account',
      ]) {
        await expect(section.getByRole('button', { name })).toBeDisabled();
      }
      await context.setOffline(false);
      await expect(section.getByRole('button', { name: 'Change email' })).toBeEnabled();
      await expect(section.getByLabel(/^New email address/)).toHaveValue(
        'typed-offline@example.test',
      );
    });

    let uid = '';
    await test.step('download my data: the account fields and the profile as JSON', async () => {
      await page.getByRole('textbox', { name: 'Full name' }).fill('Ngozi Adeyemi');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-account-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        account: { uid: string; email: string; emailVerified: boolean; createdAt: string };
        profile: { full_name: string };
      };
      expect(data.account).toMatchObject({ email, emailVerified: false });
      expect(data.account.createdAt).toMatch(/^\d{4}-/);
      expect(data.profile).toMatchObject({ full_name: 'Ngozi Adeyemi' });
      uid = data.account.uid;
    });

    await test.step('delete: confirm with the password (a stale sign-in asks again), then gone', async () => {
      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel(/^Password/).fill('first-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'That password is not correct. Enter your current password.',
      );

      // The function refuses a sign-in older than five minutes; its reply leads to the password dialog.
      await replyOnceTo(page, '**/europe-west1/deleteAccount', 400, {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'For your security, enter your password again before deleting your account.',
          details: { reason: 'requires-recent-login' },
        },
      });
      await dialog.getByLabel(/^Password/).fill('second-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
      await confirm.getByLabel(/^Password/).fill('second-password');
      await confirm.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Your account and profile have been deleted.')).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(await canSignIn(request, email, 'second-password')).toBe(false);
      const profile = await request.get(`${FIRESTORE}/profiles/${uid}`, {
        headers: { authorization: 'Bearer owner' },
      });
      expect(profile.status()).toBe(404);
    });
  });

  test('the e-mail change link and its undo link, handled on /auth', async ({ page, request }) => {
    const email = uniqueEmail('relink');
    const newEmail = uniqueEmail('relinked');
    await createAccount(request, email, 'relink-password');
    const signIn = await request.post(`${AUTH_API}/accounts:signInWithPassword?key=demo-api-key`, {
      data: { email, password: 'relink-password', returnSecureToken: true },
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const sent = await request.post(`${AUTH_API}/accounts:sendOobCode?key=demo-api-key`, {
      data: { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    const changeCode = await latestCode(request, email, 'VERIFY_AND_CHANGE_EMAIL');
    await page.goto(`/auth?mode=verifyAndChangeEmail&oobCode=${changeCode}`);
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await canSignIn(request, newEmail, 'relink-password')).toBe(true);

    // Production mails the old address a link to undo a change. The emulator does so only from the
    // second direct address update on (to the first address it recorded), so the test makes two.
    const again = await request.post(`${AUTH_API}/accounts:signInWithPassword?key=demo-api-key`, {
      data: { email: newEmail, password: 'relink-password', returnSecureToken: true },
    });
    let { idToken: token } = (await again.json()) as { idToken: string };
    for (const label of ['third', 'fourth']) {
      const updated = await request.post(`${AUTH_API}/accounts:update?key=demo-api-key`, {
        data: { idToken: token, email: uniqueEmail(label), returnSecureToken: true },
      });
      expect(updated.ok(), await updated.text()).toBe(true);
      token = ((await updated.json()) as { idToken?: string }).idToken ?? token;
    }
    const undoCode = await latestCode(request, newEmail, 'RECOVER_EMAIL');
    await page.goto(`/auth?mode=recoverEmail&oobCode=${undoCode}`);
    await expect(
      page.getByText(`Your email address has been changed back to ${newEmail}.`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Sign In' }).click();
    await signInThroughForm(page, newEmail, 'relink-password');
    await expect(page).toHaveURL(/\/$/);

    // A used link says so in a sentence.
    await page.goto(`/auth?mode=verifyAndChangeEmail&oobCode=${changeCode}`);
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  });
});

test.describe('privacy notice', () => {
  // Opened again offline, from the service worker.
  test.use({ viewport: viewports.phone, serviceWorkers: 'allow' });

  // In the sitemap and prerendered: tests/built/sitemap.test.ts and prerendered.test.ts.
  test('linked from the footer, the contact form and sign-up; meta, offline and axe', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await expect(form.getByText('We keep messages for 365 days, then delete them.')).toBeVisible();
    await expect(
      page.locator('footer').getByRole('link', { name: 'Privacy Notice' }),
    ).toHaveAttribute('href', '/privacy');
    await form.getByRole('link', { name: 'Read our Privacy Notice' }).click();

    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy Notice \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /NDPA 2023 and the GDPR/,
    );
    for (const heading of [
      'Who we are',
      'What we collect',
      'Why we use it, and on what lawful basis',
      'Where it is stored, and who processes it',
      'How long we keep it',
      'Your rights',
      'What this site stores on your device',
      'How to make a request',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/eur3 multi-region/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A page the visitor has seen opens again without a connection.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await context.setOffline(false);

    await page.goto('/auth');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('link', { name: 'Read our Privacy Notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
