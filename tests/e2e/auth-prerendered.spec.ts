import { type APIRequestContext, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import {
  createAccount,
  expect,
  FIREBASE_TEST_TIMEOUT,
  signInOnTheWayTo,
  uniqueEmail,
} from './support/auth-emulator';

/**
 * A verified account (an unverified one sees a reminder come in above the form once the session is
 * known, which does move the form down).
 */
async function createVerifiedAccount(request: APIRequestContext, email: string, password: string) {
  const auth = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
  const signUp = await request.post(`${auth}/accounts:signUp?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const verify = await request.post(`${auth}/projects/demo-lagoon-ridge/accounts:update`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId, emailVerified: true },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
}

interface Gate {
  held: string[];
  release: () => void;
}

function gate(): Gate & { released: Promise<void> } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held: [], release, released };
}

/**
 * Holds back the app's entry chunk and the chunks of the Firebase Auth SDK (whichever file that is in)
 * until the test lets each through, to look at the page in between.
 */
async function holdAppAndAuthSdk(page: Page): Promise<{ app: Gate; sdk: Gate }> {
  const app = gate();
  const sdk = gate();
  await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const url = route.request().url();
    const held = /\/assets\/main-[^/]+\.js$/.test(url)
      ? app
      : body.includes('identitytoolkit.googleapis.com')
        ? sdk
        : null;
    if (held) {
      held.held.push(url);
      await held.released;
    }
    await route.fulfill({ response, body });
  });
  return { app, sdk };
}

test.describe('/auth and /profile are prerendered', () => {
  // A controlling service worker would answer the held chunks from its cache, past page.route.
  test.use({ serviceWorkers: 'block' });

  // What their HTML holds, noindex and the sitemap: tests/built/prerendered.test.ts.

  test('typing before the app and the Auth SDK have loaded loses nothing', async ({
    page,
    request,
  }) => {
    test.setTimeout(FIREBASE_TEST_TIMEOUT);
    const email = uniqueEmail('early');
    await createAccount(request, email, 'early-password');
    // First the app itself, so the visitor types into the prerendered form; then the Auth SDK.
    const { app, sdk } = await holdAppAndAuthSdk(page);

    await page.goto('/auth');
    // Focusing the form asks for the app, which is held back.
    await page.getByLabel('Email').fill(email);
    await expect.poll(() => app.held.length).toBe(1);
    await page.getByLabel(/^Password/).fill('wrong-view');
    // The mode switches are links: they switch at once, and keep every character.
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveValue('wrong-view');
    await page.getByLabel(/^Password/).fill('early-password');
    // Sent before the app is there: it says so at once, and goes out once the app has hydrated.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeVisible();
    expect(sdk.held).toEqual([]);

    app.release();
    // Hydrated with what was typed, the form is sent: the SDK is asked for and held.
    await expect.poll(() => sdk.held.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('early-password');

    sdk.release();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toBeVisible();
  });

  test('a view switched while the page still arrives keeps the field being typed in focused', async ({
    page,
  }) => {
    // The boot module held: the document is parsed, but it has not finished (a module script runs
    // first), as on a slow phone that is still loading /auth when its visitor switches and types.
    const boot = gate();
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await boot.released;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').click();
    await page.keyboard.type('ada.lovelace@');
    // As the parser finishes, Chromium applies #sign-up again, whose heading takes no focus.
    boot.release();
    await page.waitForLoadState('load');
    await page.keyboard.type('example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tr0ub4dor&3-horse');

    await expect(page.getByLabel('Email')).toHaveValue('ada.lovelace@example.com');
    await expect(page.getByLabel(/^Password/)).toHaveValue('Tr0ub4dor&3-horse');
  });

  test('a signed-in client sees the profile fill in where the skeleton stood, with no layout shift', async ({
    page,
    request,
  }) => {
    test.setTimeout(FIREBASE_TEST_TIMEOUT);
    const email = uniqueEmail('skeleton');
    await createVerifiedAccount(request, email, 'skeleton-password');
    await signInOnTheWayTo(page, '/profile', email, 'skeleton-password');
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toBeEnabled();
    await fullName.fill('Chiamaka Eze');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    // A returning client: the prerendered skeleton, then the session, then the profile.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(fullName).toHaveValue('Chiamaka Eze');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    // A few sub-pixel shifts of a millionth each were seen; the old spinner-then-form moved the page.
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.001);
  });
});
