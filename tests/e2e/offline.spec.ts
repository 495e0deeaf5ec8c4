import { appendFile, copyFile, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startHostingEmulator } from '../../scripts/dev/hosting-emulator';
import { ICONS_ATTRIBUTE } from '../../src/boot/shared/protocol';
import { startTheApp, scriptName } from './support/app-start';
import { expectNoAxeViolations, viewports } from './support/axe';
import { scrollToLastIcon } from './support/icons';

/**
 * The service worker's strategy, seen as a visitor sees it: pages read are there offline, others get the
 * site's offline page, an installed site is all there, Save-Data fetches nothing in the background, and a
 * chunk removed by a deploy costs one automatic reload.
 */

// Offline is the service worker's subject: every test here runs with it.
test.use({ serviceWorkers: 'allow' });

const cloud = { path: '/services/cloud', h1: /cloud/i };
const healthcare = { path: '/industries/healthcare', h1: /care/i };

/** Waits until the service worker controls the page and has saved it whole (Cache Storage is public). */
async function savedForOffline(page: Page) {
  await expect
    .poll(
      () =>
        // The page, and every script and icon it has loaded: the app asks again for what it loaded
        // after the first request to save the page.
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.startsWith(`${location.origin}/assets/`));
          const urls = [location.href.split('#')[0] ?? location.href, ...files];
          const saved = await Promise.all(urls.map((url) => caches.match(url)));
          return saved.every(Boolean);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

declare global {
  interface Window {
    /** The scripts the page asked to register as its service worker (recordServiceWorkerRegistrations). */
    serviceWorkerRegistrations?: string[];
  }
}

/** Records every service worker registration the page asks for, as it asks. */
function recordServiceWorkerRegistrations() {
  const asked: string[] = [];
  window.serviceWorkerRegistrations = asked;
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (
    this: ServiceWorkerContainer,
    url,
    options,
  ) {
    asked.push(String(url));
    return register.call(this, url, options);
  };
}

/**
 * Chromium's DevTools protocol cannot emulate `display-mode` (setEmulatedMedia ignores it), so the media
 * query answers as it does in a window launched from the home screen.
 */
function launchedStandalone() {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const result = matchMedia(query);
    if (!query.includes('display-mode: standalone')) return result;
    // `matches` is a getter on the prototype: define it on an object inheriting the rest.
    return Object.defineProperty(Object.create(result) as MediaQueryList, 'matches', {
      value: true,
    });
  };
}

/** The build served from a copy (links to dist/ but a real sw.js), on a port of its own. */
async function copyOfDist() {
  const root = path.resolve(import.meta.dirname, '../..');
  const copy = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  await mkdir(path.join(copy, 'dist'));
  for (const entry of await readdir(path.join(root, 'dist'))) {
    if (entry === 'sw.js') continue;
    await symlink(path.join(root, 'dist', entry), path.join(copy, 'dist', entry));
  }
  const serviceWorker = path.join(copy, 'dist/sw.js');
  await copyFile(path.join(root, 'dist/sw.js'), serviceWorker);
  // No build artefacts beside the copy: served with firebase.json's config as it stands.
  const server = await startHostingEmulator({ root, publicDir: path.join(copy, 'dist') });
  return {
    url: server.url,
    serviceWorker,
    close: async () => {
      await server.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

async function failedRequests(context: BrowserContext, during: () => Promise<void>) {
  const failed: string[] = [];
  // The service worker's own attempt at the network fails offline, as it should; scripts may not.
  const note = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) failed.push(request.url());
  };
  context.on('requestfailed', note);
  await during();
  context.off('requestfailed', note);
  return failed;
}

// A trace's DOM snapshots style every element, off-screen sections too, which would fetch every icon
// while online and hide whether the page saved them.
test.use({ trace: 'off' });

test.describe('offline', () => {
  test('a page only read, never touched, is saved too and opens offline as its prerendered HTML', async ({
    page,
    context,
  }) => {
    await page.goto(healthcare.path);
    // No interaction: the app never loads, the service worker (registered after load) saves the page.
    await savedForOffline(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    // The boot module and the field-data collector, nothing of the app.
    expect(scripts.map(scriptName)).toEqual(['index', 'collector']);

    await context.setOffline(true);
    // Locators style the element they act on, so its icon may be asked for before it is scrolled to.
    const iconResponses = new Map<string, number>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.svg')) iconResponses.set(pathname, response.status());
    });
    const failed = await failedRequests(context, async () => {
      await page.goto(healthcare.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(healthcare.h1);
      // Icons never in view online were saved too: the last one paints from the cache.
      const { file: lastFile } = await scrollToLastIcon(page);
      await expect.poll(() => iconResponses.get(lastFile)).toBe(200);
    });
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });

  test('a page read once opens offline and hydrates; an unread one gets the offline page', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewports.desktop);
    await page.goto(cloud.path);
    await startTheApp(page);
    await savedForOffline(page);

    await context.setOffline(true);
    const failed = await failedRequests(context, async () => {
      await page.goto(cloud.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cloud.h1);
      await startTheApp(page);
    });
    expect(failed).toEqual([]);

    await page.goto(healthcare.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const saved = page.locator('#offline-page-list').getByRole('link');
    await expect(saved).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saved.click();
    await expect(page).toHaveURL(cloud.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cloud.h1);
    await context.setOffline(false);
  });

  test('once installed, the whole site is fetched once and every static route opens offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await startTheApp(page);
    await savedForOffline(page);
    // What the browser fires when the visitor installs the site.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByText('Available offline')).toBeVisible({ timeout: 20_000 });

    const routes = [
      ...(await (await page.request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((match) => new URL(match[1] ?? '').pathname);
    expect(routes.length).toBeGreaterThan(10);
    await context.setOffline(true);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).not.toHaveText(
        'You are offline',
      );
    }
    // And a page never opened here hydrates from the saved scripts.
    await page.goto(healthcare.path);
    await startTheApp(page);
    await context.setOffline(false);
  });

  test('launched standalone, the site is saved too; with Save-Data nothing is fetched in the background', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // Launched from the home screen: the display-mode media query matches, and no event fires.
    const installed = await browser.newContext();
    await installed.addInitScript(launchedStandalone);
    const app = await installed.newPage();
    await app.goto('/contact');
    await expect(app.getByText('Available offline')).toBeVisible({ timeout: 20_000 });
    await installed.close();

    // Save-Data: the header on every request, and navigator.connection.saveData.
    const saving = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await saving.newPage();
    const saveData = await saving.newCDPSession(page);
    await saveData.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await saving.addInitScript(launchedStandalone);
    await saving.addInitScript(recordServiceWorkerRegistrations);
    const afterLoad: string[] = [];
    await page.goto('/', { waitUntil: 'load' });
    saving.on('request', (request) => afterLoad.push(new URL(request.url()).pathname));
    await startTheApp(page);
    // Boot registers the worker from a load handler (boot/service-worker-registration.ts) and marks
    // <html> for the icons in a task after the load event (boot/show-icons.ts): once the mark is
    // there, any registration boot would make has been asked for.
    await expect(page.locator(`html[${ICONS_ATTRIBUTE}]`)).toHaveCount(1);
    expect(await page.evaluate(() => window.serviceWorkerRegistrations)).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    // Only the page itself: its scripts, and what the browser asks for on its own (favicon, manifest).
    // No service worker, no offline page, no site.
    const ownRequests = new Set(['/favicon.svg', '/manifest.webmanifest']);
    expect(afterLoad.length).toBeGreaterThan(0);
    expect(afterLoad.filter((url) => !url.startsWith('/assets/') && !ownRequests.has(url))).toEqual(
      [],
    );
    await expect(page.getByText('Available offline')).toHaveCount(0);
    await saving.close();
  });

  test('a page whose chunk a deploy removed reloads once and recovers, and never loops', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewports.desktop);
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The old build's chunk is gone once (a deploy); the reload finds the new build's page and chunks.
    await context.route('**/assets/service-page-*.js', (route) => route.fulfill({ status: 404 }), {
      times: 1,
    });
    await page.goto('/');
    await startTheApp(page);
    await nav.getByRole('link', { name: 'AI Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/ai-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AI/);
    await startTheApp(page);
    expect(loads).toEqual(['/', '/services/ai-services']);

    // Still missing after the reload: the prerendered page stays readable, and the same page failing
    // again within a minute of its reload is explained instead of reloaded (app/chunk-reload.ts).
    await context.route('**/assets/contact-page-*.js', (route) => route.fulfill({ status: 404 }));
    loads.length = 0;
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect.poll(() => loads).toEqual(['/contact']);
    await page.goto('/');
    await startTheApp(page);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    // The error page is drawn only once reloading has been ruled out (app/route-error.tsx).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    expect(loads).toEqual(['/contact', '/']);
  });

  test('a new deploy is offered with Reload, and Reload brings the new worker in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A deploy of its own: dist/ served from a copy whose sw.js the test can change.
    const deploy = await copyOfDist();
    try {
      await page.goto(new URL('/', deploy.url).href);
      await startTheApp(page);
      await savedForOffline(page);
      await appendFile(deploy.serviceWorker, '\n// next deploy\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 15_000 });
      const waiting = () =>
        page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        );
      expect(await waiting()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      // The waiting worker took over: nothing waits any more, and it controls the reloaded page.
      await expect.poll(waiting).toBe(false);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await startTheApp(page);
    } finally {
      await deploy.close();
    }
  });
});
