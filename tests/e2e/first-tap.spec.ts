import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appHasStarted, followTheSkipLink, holdTheApp } from './support/app-start';
import { expectNoAxeViolations, viewports } from './support/axe';

/**
 * The first tap is answered whether or not the app has loaded (src/boot/first-interaction.ts):
 * the menu is a popover in the prerendered HTML, so it opens, takes focus, closes with Escape and its
 * close button, and gives focus back, with no JavaScript at all, while the boot module is still on its
 * way, and once the app has hydrated, which adopts it (one menu, its state kept).
 */

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function expectMenuWorks(page: Page) {
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  // Focus moves in (the first control), and comes back to the button on Escape.
  await expect(menu(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  // Its visible close button closes it too.
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(1);
}

/** Holds back the boot module (the page's one script) until the test lets it through. */
async function holdBootModule(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

test.describe('the first tap, on a phone', () => {
  test.use({ viewport: viewports.phone, serviceWorkers: 'block' });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu opens, takes focus, closes with Escape and its button', async ({ page }) => {
      await page.goto('/services/cloud');
      await expectMenuWorks(page);
      await menuButton(page).click();
      await menu(page).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test("/auth's views switch by their links and keep every character", async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel(/^Password/).fill('secret-password');
      await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create an Account' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await expect(page.getByLabel(/^Password/)).toBeHidden();
      await page.getByRole('link', { name: 'Back to Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
      await expect(page.getByLabel(/^Password/)).toHaveValue('secret-password');
    });
  });

  test('while the boot module is held back, the menu works and nothing loads', async ({ page }) => {
    const boot = await holdBootModule(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(menuButton(page)).toBeVisible();
    await expect.poll(() => boot.held.length).toBe(1);
    await expectMenuWorks(page);
    boot.release();
  });

  test("a field's focus asks for the app's scripts while the boot module is still on its way (the page's starter, allowed by its hash), and the app starts with them", async ({
    page,
  }) => {
    const boot = await holdBootModule(page);
    const mainAskedFor: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/main-[^/]+\.js$/.test(request.url())) mainAskedFor.push(request.url());
    });
    const response = await page.goto('/auth', { waitUntil: 'commit' });
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toMatch(/'sha256-[^']+'/);
    expect(scriptSources).not.toContain('unsafe-inline');
    await expect.poll(() => boot.held.length).toBe(1);
    await page.getByLabel('Email').click();
    await expect.poll(() => mainAskedFor.length).toBe(1);
    boot.release();
    await appHasStarted(page);
    // Boot found the scripts on their way: none asked for twice.
    expect(mainAskedFor).toHaveLength(1);
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('once the app has hydrated it adopts the open menu: one menu, still open, then closed by a choice', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/');
    // The skip link starts the app (a key in the menu would not): held back, it hydrates under the menu
    // opened meanwhile.
    await followTheSkipLink(page);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    app.release();
    await appHasStarted(page);
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // A link within the page closes it, as the app's navigation.
    await menu(page).getByRole('link', { name: 'About' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#about$/);
    await expectMenuWorks(page);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  });

  test("a tap on /auth's Sign Up before the app switches at once, and the app keeps the view", async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel(/^Password/).fill('secret-password');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    app.release();
    await appHasStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.getByLabel(/^Password/)).toHaveValue('secret-password');
    // After hydration the same links switch views, and the app moves focus to the new heading.
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#sign-in')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });
});
