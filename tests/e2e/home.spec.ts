import { type Request } from '@playwright/test';
import { startTheApp, scriptName } from './support/app-start';
import { expect, test } from './support/test';
import { expectNoAxeViolations, viewports } from './support/axe';

test.describe('home page and navigation', () => {
  test('renders the hero text', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Elevating Your Business Through Tailor-Made Technology',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a visitor who never signed in here gets Sign In without loading Firebase', async ({
    page,
  }) => {
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    /** Every script asked for so far, once answered, with its text. */
    const fetched = () =>
      Promise.all(
        scripts.map(async (request) => ({
          url: request.url(),
          body: (await (await request.response())?.text()) ?? '',
        })),
      );
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Sign In is part of the prerendered page: a reader who never interacts fetches the boot module,
    // and after load the field-data collector, nothing else.
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The collector is asked for once the browser is idle after load, which a busy machine delays
    // past the first moment of network quiet.
    await expect.poll(() => scripts.length).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(scripts.map((request) => scriptName(request.url()))).toEqual(['index', 'collector']);
    // Sign In stops pending once the session is decided (features/auth/session.ts): guessed without
    // Firebase, or answered by Firebase, which needs its SDK fetched first. The start-up's other idle
    // work has run once an idle callback queued after it has: they run in the order queued.
    await startTheApp(page);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const scriptsFetched = await fetched();
    expect(scriptsFetched.length).toBeGreaterThan(3);
    // Every Firebase SDK module defines FirebaseError; none of it may have been fetched.
    const firebase = scriptsFetched.filter(({ body }) => body.includes('FirebaseError'));
    expect(firebase.map(({ url }) => url)).toEqual([]);
  });

  test('every nav link reaches its target', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = [
      { name: 'AI Services', url: /\/services\/ai-services$/, heading: /AI/ },
      { name: 'Contact', url: /\/contact$/, heading: /Get in Touch/ },
    ];
    for (const target of targets) {
      await page.goto('/booking');
      await nav.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    }
    for (const anchor of ['services', 'about'] as const) {
      await page.goto('/booking');
      await nav
        .getByRole('link', { name: anchor === 'services' ? 'Services' : 'About', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport({ timeout: 10_000 });
    }
    await page.goto('/contact');
    await nav.getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Learn More' lands on #services", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport({ timeout: 10_000 });
    await expect(page.locator('#services')).toBeFocused();
  });

  test('from /contact the About link lands on /#about with the section in view and focused', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/contact');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport({ timeout: 10_000 });
    await expect(page.locator('#about')).toBeFocused();
  });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu is in the prerendered page: it opens at the first tap, with or without the app.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test('an unknown path shows the 404 and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      // A warning, not an error: Lighthouse's Best Practices counts console errors.
      if (message.type() === 'warning') logged.push(message.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    // The app logs the path once it has started.
    await expect.poll(() => logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Our Technology illustration fades in once when scrolled into view', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    const reveal = page.locator('#our-technology [data-reveal]');
    // Read as plain HTML, the illustration is simply there; the app animates it once started.
    await expect(reveal).toHaveAttribute('data-reveal', 'static');
    await startTheApp(page);
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    await reveal.scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute('data-reveal', 'shown');
    await expect(reveal.locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('nothing animates under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await expect(page.locator('#our-technology [data-reveal]')).toHaveAttribute(
      'data-reveal',
      'static',
    );
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`axe finds no violations on / and the 404 at ${size} size`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expectNoAxeViolations(page);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
