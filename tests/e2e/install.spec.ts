import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chromiumFlags, chromiumPath } from '../../scripts/test/chromium';
import { startTheApp } from './support/app-start';
import { expectNoAxeViolations } from './support/axe';

// Installing is the service worker's subject: every test here runs with it.
test.use({ serviceWorkers: 'allow' });

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** The page has linked its manifest: the browser could now offer an install, and the site listens. */
async function openReadyForOffers(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('link[rel="manifest"]')).toBeAttached({ timeout: 10_000 });
}

/** What Chromium does when the site is installable: an event whose prompt() the test defines. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const counted = window as Window & { promptsShown?: number };
    counted.promptsShown = 0;
    Object.assign(offer, {
      prompt: () => {
        counted.promptsShown = (counted.promptsShown ?? 0) + 1;
        return Promise.resolve();
      },
      // The visitor is still looking at the browser's install dialog.
      userChoice: new Promise(() => undefined),
    });
    window.dispatchEvent(offer);
  });
}

test.describe('installing the site', () => {
  // The manifest's fields and images, read without a browser: tests/built/manifest.test.ts.
  test('Chromium finds it installable', async ({ baseURL }) => {
    // Installability needs a normal profile: Playwright's own contexts count as private mode.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'install-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openReadyForOffers(page, '/');
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors.map((error) => error.errorId);
        })
        .toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the menu offers the install; the card comes back on a return visit until dismissed', async ({
    context,
  }) => {
    // Three visits, each starting the app: more than the usual time on a busy 2-core machine.
    test.slow();
    const firstVisit = await context.newPage();
    const installScripts: string[] = [];
    firstVisit.on('request', (request) => {
      if (/\/install-[^/]*\.js$/.test(request.url())) installScripts.push(request.url());
    });
    await openReadyForOffers(firstVisit, '/');
    const nav = firstVisit.getByRole('navigation', { name: 'Main' });
    await firstVisit.waitForLoadState('networkidle');
    // No install code until the browser offers an install.
    expect(installScripts).toEqual([]);
    await expect(nav.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await offerInstall(firstVisit);
    // The offer waits for the app, which loads on the visitor's first interaction.
    await startTheApp(firstVisit);
    const install = nav.getByRole('button', { name: 'Install app' });
    await install.click();
    expect(installScripts.length).toBeGreaterThan(0);
    expect(
      await firstVisit.evaluate(() => (window as { promptsShown?: number }).promptsShown),
    ).toBe(1);
    // Never on a first visit.
    await expect(firstVisit.getByRole('complementary', { name: 'Install our app' })).toHaveCount(0);
    await firstVisit.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
    await expect(firstVisit.getByText('App installed')).toBeVisible();
    await firstVisit.close();

    // A new tab is a new visit with the same storage: a returning visitor.
    const returning = await context.newPage();
    await openReadyForOffers(returning, '/contact');
    await offerInstall(returning);
    await startTheApp(returning);
    const card = returning.getByRole('complementary', { name: 'Install our app' });
    await expect(card).toBeVisible();
    // In the page's flow after the content and the footer, never over them, so it moves nothing.
    const [footerBottom, cardTop] = await Promise.all([
      returning.locator('#site-footer').evaluate((footer) => footer.getBoundingClientRect().bottom),
      card.evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(cardTop).toBeGreaterThanOrEqual(footerBottom);
    await expectNoAxeViolations(returning);
    await card.getByRole('button', { name: 'Not now' }).focus();
    await returning.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await returning.close();

    const later = await context.newPage();
    await openReadyForOffers(later, '/');
    await offerInstall(later);
    await startTheApp(later);
    await expect(
      later.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' }),
    ).toBeVisible();
    await expect(later.getByRole('complementary', { name: 'Install our app' })).toHaveCount(0);
  });

  test('iPhone Safari: the menu action shows the Add to Home Screen steps', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: iPhoneSafari,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu and its install action are in the page: they answer before the app has loaded.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Install app' }).click();
    const steps = page.getByRole('dialog', { name: 'Add our app to your Home Screen' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([
      /Tap Share/,
      /Choose Add to Home Screen/,
      /Tap Add/,
    ]);
    await expectNoAxeViolations(page);
    await steps.getByRole('button', { name: 'Done' }).click();
    await expect(steps).toHaveCount(0);
    await context.close();
  });

  test('the installed app has a back action, no install action, and links that leave it', async ({
    page,
  }) => {
    // An installed app's window: its display mode is standalone. (Chromium 156 ignores display-mode in
    // Emulation.setEmulatedMedia, so the test gives the page the answer such a window gives.)
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...matchMedia(query), media: query, matches: true } as MediaQueryList)
          : matchMedia(query);
    });
    await openReadyForOffers(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await offerInstall(page);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    const back = nav.getByRole('button', { name: 'Back' });
    await expect(back).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // E-mail, phone and the scheduling pages open outside the app's window.
    const main = page.locator('main');
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    const scheduling = main.locator('a[href^="http"]');
    expect(await scheduling.count()).toBeGreaterThan(0);
    for (const link of await scheduling.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(back).toHaveCount(0);
  });
});
