import { test, type Page, type Route } from '@playwright/test';
import { createAccount, expect, FIREBASE_TEST_TIMEOUT, uniqueEmail } from './support/auth-emulator';

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

  test('the HTML holds the sign-in form and the profile skeleton, noindex and out of the sitemap', async ({
    request,
  }) => {
    const auth = await (await request.get('/auth')).text();
    expect(auth).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(auth).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(auth).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // Disabled until the app has hydrated, so it cannot send the form as plain HTML.
    expect(auth).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>Sign In<\/button>/);
    expect(auth).toContain('<meta name="robots" content="noindex"/>');

    const profile = await (await request.get('/profile')).text();
    expect(profile).toMatch(/<h1[^>]*>Profile Settings<\/h1>/);
    expect(profile).toMatch(/<input[^>]*disabled=""[^>]*name="full_name"/);
    expect(profile).toContain('<meta name="robots" content="noindex"/>');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/contact</loc>');
    expect(sitemap).not.toMatch(/\/(auth|profile)<\/loc>/);
  });

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
    // The page has painted and asked for the app, which is held back.
    await expect.poll(() => app.held.length).toBe(1);
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('early-password');
    await expect(submit).toBeDisabled();
    expect(sdk.held).toEqual([]);

    app.release();
    // Hydrated, with what was typed; the focused form has asked for the SDK, which has not arrived.
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('early-password');
    await expect.poll(() => sdk.held.length).toBeGreaterThan(0);
    await submit.click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();

    sdk.release();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toBeVisible();
  });
});
