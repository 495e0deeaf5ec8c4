import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { FIELD_REPORT_ENDPOINT } from '@site/contract';
import { isListedStorage, type StorageArea } from '../../../src/config/browser-storage';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with field reports answered in the browser unless a test asks for them
 * (`test.use({ fieldReports: 'sent' })`): every page view sends one, and a whole suite's worth from one
 * address would fill the emulators' queue and its rate limit for the tests that read them.
 *
 * And with one check after every test: whatever the site wrote to the browser's
 * storage (localStorage, sessionStorage, IndexedDB, Cache Storage) is in src/config/storage-keys.ts,
 * the list the privacy notice is written from. Every feature a test drives is checked this way, so a
 * new key the notice does not name fails the suite. Pages with scripts off cannot be read and are
 * left out; so are pages not on the site (about:blank).
 *
 * And no page may throw an uncaught error (a hydration the browser had to redo, a failed handler)
 * unless the test expects one (`test.use({ pageErrors: 'expected' })`).
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
    async ({ browser, context, pageErrors }, use) => {
      const thrown: string[] = [];
      const watchPage = (page: Page) =>
        page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`));
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
      }
      if (pageErrors === 'none') base.expect(thrown, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // On the context, which also sees what a service worker sends on a page's behalf.
  context: async ({ context, fieldReports }, use) => {
    if (fieldReports === 'answered') {
      await context.route(`**${FIELD_REPORT_ENDPOINT}`, (route) => route.fulfill({ status: 204 }));
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
        .expect(unlisted, 'stored in the browser but not in src/config/storage-keys.ts')
        .toEqual([]);
    },
    { auto: true },
  ],
});
