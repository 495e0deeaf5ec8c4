import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devToolsThreeG } from '../../scripts/budgets/real-browser';
import { appHasStarted } from './support/app-start';
import { documentsWhere, openFieldReportWindow } from './support/firestore';

// Know what works, from real visitors: the source of every lead on its message, and one beacon per page
// view with Web Vitals and errors, sent to /api/field-report (collectFieldReport in the emulator). The
// beacon leaves as the page unloads, where Playwright no longer sees the page's requests: the tests
// read what the endpoint stored.

/** The release the served build names in its reports (written by scripts/build/build.ts). */
const builtRelease = () =>
  readFileSync(path.resolve(import.meta.dirname, '../../dist-artefacts/release'), 'utf8').trim();

// Playwright's trace recording loses requests a page sends as it unloads: no traces here.
test.use({ trace: 'off', fieldReports: 'sent' });

/** The collector loads after the load event and first paint. */
const collectorLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/collector-[\w-]+\.js$/.test(response.url()));

test('a lead from a campaign link carries its source into the stored message', async ({
  page,
  request,
}) => {
  await page.goto('/services/cloud?utm_source=whatsapp&utm_medium=social');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Contact/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  const subject = `Campaign lead ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Tunde Bakare');
  await appHasStarted(page);
  await page.getByRole('textbox', { name: 'Email Address' }).fill('tunde@example.ng');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('We saw you on WhatsApp.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });
  const [stored] = await documentsWhere(request, 'contactMessages', 'subject', subject);
  expect(stored?.source).toEqual({
    mapValue: {
      fields: {
        landingPage: { stringValue: '/services/cloud' },
        utmSource: { stringValue: 'whatsapp' },
        utmMedium: { stringValue: 'social' },
      },
    },
  });
});

test('a page view on a throttled phone sends one beacon as it is left, with LCP and INP', async ({
  browser,
  request,
}) => {
  const route = '/contact';
  await openFieldReportWindow(request);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // A budget phone on 3G, as its browser describes itself (DevTools' throttling changes neither).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 1 });
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ effectiveType: '3g' }),
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', devToolsThreeG);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const startedAt = Date.now();
  const loaded = collectorLoaded(page);
  await page.goto(route);
  await loaded;
  // The first tap in a form field: the app starts loading then (its main-thread work is the INP).
  await page.getByRole('textbox', { name: 'Full Name' }).tap();
  await appHasStarted(page);
  await cdp.send('Network.emulateNetworkConditions', { ...devToolsThreeG, latency: 0 });
  const nextViewCollecting = collectorLoaded(page);
  await page.goto('/offline');
  // The report left with /contact. DevTools' CPU throttling keeps a core spinning while the page
  // waits (about three quarters of one at 4×), so it ends here.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A page view's reports: sent after the test began, from this phone.
  const reportsOf = async (viewed: string) =>
    (await documentsWhere(request, 'webVitals', 'route', viewed)).filter(
      (view) =>
        Date.parse(String(view.receivedAt?.timestampValue)) >= startedAt - 1000 &&
        view.connection?.stringValue === '3g' &&
        view.deviceMemory?.stringValue === '≤1 GB',
    );
  // This page view's report, with the tap's INP.
  const reported = async () => (await reportsOf(route)).filter((view) => view.INP !== undefined);
  await expect.poll(async () => (await reported()).length, { timeout: 20_000 }).toBe(1);
  const [view] = await reported();
  expect(view?.inpTarget?.stringValue).toMatch(/^input/);
  expect(view?.release).toEqual({ stringValue: builtRelease() });
  const lcp = Number(view?.LCP?.doubleValue ?? view?.LCP?.integerValue);
  expect(lcp).toBeGreaterThan(100);
  expect(lcp).toBeLessThan(10_000);
  expect(Number(view?.INP?.doubleValue ?? view?.INP?.integerValue)).toBeGreaterThan(0);
  // A second beacon from /contact would have left with the first, before /offline had even loaded:
  // rather than wait a while, wait for the report /offline sends as it is left, which goes after it.
  await nextViewCollecting;
  await page.goto('/privacy');
  await expect.poll(async () => (await reportsOf('/offline')).length, { timeout: 20_000 }).toBe(1);
  expect(await reportsOf(route)).toHaveLength(1);
  await context.close();
});

test.describe('errors', () => {
  // The page throws on purpose, and the service worker passes the report on.
  test.use({ pageErrors: 'expected', serviceWorkers: 'allow' });

  test('a forced error arrives once, counted, with the release and the route', async ({
    page,
    request,
  }) => {
    await openFieldReportWindow(request);
    const loaded = collectorLoaded(page);
    await page.goto('/booking');
    await loaded;
    // As on a return visit: the service worker controls the page and passes the report on.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Letters only: the server scrubs numbers and long hex runs out of an error's text.
    const message = `Forced field-data error ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 12)}`;
    // Both thrown, each past the collector's listener (the page reports an uncaught error after its
    // error event), before the page is left.
    let thrown = 0;
    const bothThrown = page.waitForEvent('pageerror', {
      predicate: (error) => error.message === message && ++thrown === 2,
    });
    await page.evaluate((text) => {
      for (let i = 0; i < 2; i += 1) {
        setTimeout(() => {
          throw new Error(text);
        });
      }
    }, message);
    await bothThrown;
    await page.goto('/privacy');
    await expect
      .poll(() => documentsWhere(request, 'fieldErrors', 'message', `Error: ${message}`), {
        timeout: 20_000,
      })
      .toEqual([
        expect.objectContaining({
          route: { stringValue: '/booking' },
          release: { stringValue: builtRelease() },
          source: { stringValue: 'error' },
          count: { integerValue: '2' },
        }),
      ]);
  });
});

test('the endpoint refuses malformed, oversized and foreign reports with a clear answer', async ({
  request,
  baseURL,
}) => {
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post('/api/field-report', {
      data,
      headers: { 'Content-Type': 'text/plain', Origin: baseURL ?? '', ...headers },
    });
  const malformed = await post('{"route":"/?email=ada@example.com"}');
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toMatch(/^The report could not be read/);
  expect((await post('x'.repeat(17 * 1024))).status()).toBe(413);
  expect((await post('{}', { Origin: 'https://evil.example' })).status()).toBe(403);
});
