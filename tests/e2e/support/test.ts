import {
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { FIELD_REPORT_ENDPOINT } from '@site/contract';
import { isListedStorage, type StorageArea } from '../../../src/config/browser-storage';

export { expect } from '@playwright/test';

/**
 * Runs in every page of the context before its scripts: the field-data collector's beacon to the
 * endpoint, and its hand-over to a service worker that would post it on, are answered as sent.
 */
function keepFieldReportsInThePage(endpoint: string) {
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) =>
    new URL(url, location.href).pathname === endpoint || sendBeacon(url, data);
  if (!('ServiceWorker' in window)) return;
  const postMessage = ServiceWorker.prototype.postMessage as (
    this: ServiceWorker,
    ...args: unknown[]
  ) => void;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    const [message] = args;
    const isFieldReport =
      typeof message === 'object' &&
      message !== null &&
      (message as { type?: unknown }).type === 'FIELD_REPORT';
    if (!isFieldReport) postMessage.apply(this, args);
  };
}

const REQUEST_METHODS = new Set(['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']);

/**
 * `request` asking once more when a kept-alive connection was reset (Playwright's `maxRetries`, which
 * retries ECONNRESET only): the emulators close an idle connection after five seconds, and a call that
 * reused it just then failed with "read ECONNRESET" (the Auth emulator's sign-in, 30 Nov). The reset
 * comes before the emulator read the request, so it has done nothing yet.
 */
function retryingResets(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      if (typeof name !== 'string' || !REQUEST_METHODS.has(name)) return value.bind(target);
      return (url: unknown, options?: object) =>
        (value as (url: unknown, options: object) => unknown).call(target, url, {
          maxRetries: 1,
          ...options,
        });
    },
  });
}

/**
 * Playwright's `test`, with field reports answered in the browser unless a test asks for them
 * (`test.use({ fieldReports: 'sent' })`): every page view sends one, and a whole suite's worth from one
 * address would fill the emulators' queue and its rate limit for the tests that read them.
 *
 * And with one check after every test: whatever the site wrote to the browser's
 * storage (localStorage, sessionStorage, IndexedDB, Cache Storage) is in src/config/browser-storage.ts,
 * the list the privacy notice is written from. Every feature a test drives is checked this way, so a
 * new key the notice does not name fails the suite. Pages with scripts off cannot be read and are
 * left out; so are pages not on the site (about:blank).
 *
 * And no page may throw an uncaught error (a hydration the browser had to redo, a failed handler)
 * unless the test expects one (`test.use({ pageErrors: 'expected' })`). A test that fails gets the
 * pages' console warnings and errors attached, so a failure seen once can be read afterwards.
 *
 * And its `request` asks again once after a reset connection (`retryingResets`).
 */
export const test = base.extend<{
  fieldReports: 'answered' | 'sent';
  pageErrors: 'none' | 'expected';
  storageListed: void;
  noPageErrors: void;
}>({
  fieldReports: ['answered', { option: true }],
  pageErrors: ['none', { option: true }],
  noPageErrors: [
    async ({ browser, context, pageErrors }, use, testInfo) => {
      const thrown: string[] = [];
      const logged: string[] = [];
      const watchPage = (page: Page) => {
        page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            logged.push(`${page.url()} ${message.type()}: ${message.text()}`);
        });
      };
      const watch = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      // Contexts the test opens itself (a second device, a browser with the service worker) too:
      // Playwright has no browser-wide page event, so newContext is wrapped for the test's length.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const opened = await newContext(...options);
        watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        if (testInfo.status !== testInfo.expectedStatus && logged.length > 0)
          await testInfo.attach('console warnings and errors', { body: logged.join('\n') });
      }
      if (pageErrors === 'none') base.expect(thrown, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  request: async ({ request }, use) => {
    await use(retryingResets(request));
  },
  // In the page, not by a route: a context with any route sends each of its requests through
  // Playwright and has no HTTP cache (Playwright's docs), which cost every page load of the suite.
  context: async ({ context, fieldReports }, use) => {
    if (fieldReports === 'answered') {
      await context.addInitScript(keepFieldReportsInThePage, FIELD_REPORT_ENDPOINT);
    }
    await use(context);
  },
  storageListed: [
    async ({ page, baseURL }, use) => {
      await use();
      if (page.isClosed() || !baseURL || !page.url().startsWith(new URL(baseURL).origin)) return;
      const stored = await page
        .evaluate(async () => ({
          localStorage: Object.keys(localStorage),
          sessionStorage: Object.keys(sessionStorage),
          IndexedDB: (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : [])),
          'Cache Storage': await caches.keys(),
        }))
        .catch(() => null);
      if (!stored) return;
      const unlisted = Object.entries(stored).flatMap(([area, names]) =>
        names
          .filter((name) => !isListedStorage(area as StorageArea, name))
          .map((name) => `${area}: ${name}`),
      );
      base
        .expect(unlisted, 'stored in the browser but not in src/config/browser-storage.ts')
        .toEqual([]);
    },
    { auto: true },
  ],
});
