import { expect, test } from './support/test';
import { viewports } from './support/axe';
import { staticPageSample } from '../support/static-pages';

// What needs no browser (the manifest, head tags, JSON-LD, sitemap, links, redirects) is checked over
// the built site in tests/built/.
test.describe('under the production CSP', () => {
  test('loads with no console errors under the production CSP', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Uncaught errors fail every test (support/test.ts); this one adds the console's errors.
    for (const path of staticPageSample) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('hydrating the prerendered pages', () => {
  test('sections below the fold are laid out only as they near the viewport', async ({ page }) => {
    // That the HTML marks them deferred: tests/built/prerendered.test.ts.
    await page.goto('/');
    const last = page.locator('section[data-rendering]').last();
    const laidOut = () =>
      last.evaluate((section) =>
        section.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await laidOut()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    await expect(last.getByRole('heading').first()).toBeVisible();
  });

  for (const path of ['/', '/services/cloud', '/industries/healthcare', '/contact']) {
    test(`${path} keeps its prerendered styles: no style tag moved or added, no rule inserted`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports.desktop);
      // From the end of parsing on, note every style tag added or removed (a move is both).
      await page.addInitScript(() => {
        const record = { changes: [] as string[], rulesAtParse: -1 };
        Object.assign(window, { styleRecord: record });
        const countRules = () =>
          [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
        document.addEventListener('DOMContentLoaded', () => {
          record.rulesAtParse = countRules();
          new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              const note = (change: string) => (node: Node) => {
                if (node instanceof HTMLStyleElement)
                  record.changes.push(`${change} ${node.outerHTML.slice(0, 60)}`);
              };
              mutation.addedNodes.forEach(note('added'));
              mutation.removedNodes.forEach(note('removed'));
            }
          }).observe(document.head, { childList: true });
        });
        Object.assign(window, { countRules });
      });
      await page.goto(path);
      // Sign In shows once the app has hydrated and the page is idle.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
      const after = await page.evaluate(() => {
        const { styleRecord, countRules } = window as unknown as {
          styleRecord: { changes: string[]; rulesAtParse: number };
          countRules: () => number;
        };
        return {
          changes: styleRecord.changes,
          rulesAtParse: styleRecord.rulesAtParse,
          rules: countRules(),
        };
      });
      expect(after.changes).toEqual([]);
      expect(after.rulesAtParse).toBeGreaterThan(100);
      expect(after.rules).toBe(after.rulesAtParse);
    });
  }
});
