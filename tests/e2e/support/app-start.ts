import { expect, type Page } from '@playwright/test';
import { APP_STARTED_MARK } from '../../../src/boot/shared/protocol';

/** Waits until the app has rendered or hydrated the page (main.tsx sets a User Timing mark then). */
export async function appHasStarted(page: Page) {
  await expect
    .poll(
      () => page.evaluate((mark) => performance.getEntriesByName(mark).length, APP_STARTED_MARK),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/**
 * A keyboard user's first step: the skip link (the first tab stop), followed with Enter. Focus moves to
 * the main content, and that focus starts the app (src/boot/first-interaction.ts); a key alone
 * (Tab, Shift, Escape) does not.
 */
export async function followTheSkipLink(page: Page) {
  await page.getByRole('link', { name: 'Skip to main content' }).press('Enter');
}

/**
 * A prerendered page loads the app on the visitor's first interaction that needs it. Follows the skip link
 * from the keyboard, and waits until the app has hydrated and found the page idle: the account slot's
 * prerendered placeholder state is gone then.
 */
export async function startTheApp(page: Page) {
  await followTheSkipLink(page);
  await appHasStarted(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).first().locator('[data-session-pending]'),
  ).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Holds the app's entry module back until the test calls `release()`: the page is what a phone shows
 * before the app arrives. A held request the page no longer wants (it navigated away) is dropped.
 */
export async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // On the context: once the service worker controls the page it fetches the module, not the page.
  await page.context().route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** A built script's name without its hash and folder: `/assets/collector-Ab12.js` is "collector". */
export const scriptName = (url: string) =>
  new URL(url).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
