import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations, viewports } from './support/axe';
import { appHasStarted, followTheSkipLink, holdTheApp } from './support/app-start';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import {
  COLOR_SCHEME_CACHE,
  COLOR_SCHEME_CACHE_ENTRY,
  COLOR_SCHEME_KEY,
} from '../../src/config/storage-keys';
import { darkPalette, lightPalette } from '../../src/theme/primitives';

// The dark scheme without a script (the system's setting), and the menu's choice on every page load
// before first paint, the service worker writing it into the page (src/sw/color-scheme.ts).

/** #rrggbb as getComputedStyle writes it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const background = {
  light: rgb(lightPalette.background.default),
  dark: rgb(darkPalette.background.default),
};
const text = { light: rgb(lightPalette.text.primary), dark: rgb(darkPalette.text.primary) };

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, color: style.color };
  });

/** Where the init script below leaves the first frame's colours: the page's own global, no storage. */
type WithFirstFrame = Window & { firstContentfulFrame?: { background: string; color: string } };

/**
 * Records, from before the page's first byte, the body's colours in the first frame that paints the
 * page's content: a requestAnimationFrame callback runs just before its frame is drawn.
 */
async function recordFirstContentfulFrame(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      if (!document.querySelector('main')) {
        requestAnimationFrame(record);
        return;
      }
      const style = getComputedStyle(document.body);
      (window as WithFirstFrame).firstContentfulFrame = {
        background: style.backgroundColor,
        color: style.color,
      };
    };
    requestAnimationFrame(record);
  });
}

/**
 * The colours of that first frame, read once it has come: on a busy host a load can resolve before it.
 */
const firstFrame = async (page: Page) =>
  (await page.waitForFunction(() => (window as WithFirstFrame).firstContentfulFrame)).jsonValue();

// On a phone: the menu (and its choice) is behind the menu button there.
test.use({ viewport: { width: 375, height: 812 } });

test.describe('with the system set to dark', () => {
  // The worker marks the pages it serves with the chosen scheme.
  test.use({ colorScheme: 'dark', serviceWorkers: 'allow' });

  test.describe('and JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    // The browser chrome's dark colour is in the HTML: tests/built/prerendered.test.ts.
    test('the prerendered page is dark, and so is the offline page', async ({ page }) => {
      for (const path of ['/', '/services/ai-services', '/offline']) {
        await page.goto(path);
        expect(await bodyColours(page), path).toEqual({
          background: background.dark,
          color: text.dark,
        });
      }
    });
  });

  test('Light in the menu: light from the first frame, after a reload, on another page and with no script', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });
    // The worker marks the pages it serves; it takes over this first page at once.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('radio', { name: 'System' })).toBeChecked();
    await menu.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('light');
    await expect
      .poll(() => bodyColours(page))
      .toEqual({ background: background.light, color: text.light });

    await recordFirstContentfulFrame(page);
    for (const load of [() => page.reload(), () => page.goto('/services/ai-services')]) {
      const response = await load();
      // Marked in the HTML the worker served, not later by a script.
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await response?.text()).toContain('<html data-color-scheme="light"');
      expect(await firstFrame(page)).toEqual({ background: background.light, color: text.light });
      await expect(page.getByRole('radio', { name: 'Light', includeHidden: true })).toBeChecked();
    }

    // The same page with scripts off: only the worker can have made it light.
    const noScripts = await context.newPage();
    const cdp = await context.newCDPSession(noScripts);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await noScripts.goto('/industries/healthcare');
    expect(await bodyColours(noScripts)).toEqual({
      background: background.light,
      color: text.light,
    });

    // System again: the page follows the system, the worker serves pages untouched.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
    await expect
      .poll(() =>
        page.evaluate(
          ([entry, cacheName]) => caches.match(entry, { cacheName }).then(Boolean),
          [COLOR_SCHEME_CACHE_ENTRY, COLOR_SCHEME_CACHE],
        ),
      )
      .toBe(false);
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang=');
    expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });
  });
});

test('Dark in the menu on a light system, without a service worker: boot applies it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    colorScheme: 'light',
    serviceWorkers: 'block',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'Dark' }).check();
  await expect
    .poll(() => bodyColours(page))
    .toEqual({ background: background.dark, color: text.dark });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });
  await context.close();
});

/** Holds back the boot module (the page's one script) until the test lets it through. */
async function holdBootModule(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const appStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK);

test.describe('with the service worker', () => {
  // A reload's first frame is dark because the worker marks the pages it serves with the choice.
  test.use({ serviceWorkers: 'allow' });
  test('the Appearance button on a wide screen: picked before boot, by keyboard and after the app loads; on every page; axe at both widths', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewports.desktop);
    const boot = await holdBootModule(page);
    const app = await holdTheApp(page);
    await page.goto('/services/ai-services', { waitUntil: 'commit' });
    const header = page.getByRole('navigation', { name: 'Main' });
    const appearance = header.getByRole('button', { name: 'Appearance' });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // Before the boot module has run: the panel opens (a popover), a pick is not lost.
    await appearance.click();
    await expect(panel.getByRole('group', { name: 'Appearance' })).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(0);
    await panel.getByRole('radio', { name: 'Dark' }).check();
    expect(await bodyColours(page)).toEqual({ background: background.light, color: text.light });
    boot.release();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });

    // By keyboard, the app still held back: Escape gives focus back, Enter opens the panel on the
    // checked button, arrows pick, and the page follows at once.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(appearance).toBeFocused();
    await header.getByRole('link', { name: 'Sign In' }).focus();
    await page.keyboard.press('Tab');
    await expect(appearance).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('radio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await bodyColours(page)).toEqual({ background: background.light, color: text.light });
    await page.keyboard.press('ArrowRight');
    expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });
    expect(await appStarted(page)).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('dark');
    await page.keyboard.press('Escape');

    // Once the app has hydrated (started by the skip link: the keys above do not), the same panel works
    // the same way.
    await followTheSkipLink(page);
    app.release();
    await appHasStarted(page);
    await appearance.click();
    await panel.getByRole('radio', { name: 'Light' }).check();
    expect(await bodyColours(page)).toEqual({ background: background.light, color: text.light });
    await panel.getByRole('radio', { name: 'Dark' }).check();
    expect(await bodyColours(page)).toEqual({ background: background.dark, color: text.dark });
    await page.keyboard.press('Escape');

    // Dark from the first frame after a reload and on another page: pages the worker serves, once it
    // controls this one and holds the choice (on a busy host a reload can come before it has installed).
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([entry, cacheName]) =>
              Boolean(navigator.serviceWorker.controller) &&
              (await (await caches.match(entry, { cacheName }))?.text()),
            [COLOR_SCHEME_CACHE_ENTRY, COLOR_SCHEME_CACHE],
          ),
        { timeout: 15_000 },
      )
      .toBe('dark');
    await recordFirstContentfulFrame(page);
    for (const load of [() => page.reload(), () => page.goto('/contact')]) {
      await load();
      expect(await firstFrame(page)).toEqual({ background: background.dark, color: text.dark });
      await expect(page.getByRole('radio', { name: 'Dark', includeHidden: true })).toBeChecked();
    }

    // axe with the control open, in both schemes (System again, so the emulated setting decides): the
    // wide header's panel, then the phone's menu it becomes.
    await appearance.click();
    await panel.getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
    await expectNoAxeViolations(page);
    await page.setViewportSize(viewports.phone);
    await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Every other route at desktop width, in both schemes (support/axe.ts); the template pages (one of each
// kind of block: tests/support/template-page-checks.ts), / and the 404 are checked at both widths by their
// own specs, the account views at phone width by theirs.
test('axe finds no violations on the remaining routes at desktop width, light and dark', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(viewports.desktop);
  for (const path of ['/contact', '/booking', '/privacy', '/auth', '/contact/sent', '/offline']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
