import { expect, test } from './support/test';
import { expectNoAxeViolations, viewports } from './support/axe';
import { tabTo } from './support/keyboard';
import {
  expectNoAxeViolationsOnPhoneAndDesktop,
  followEachCallToAction,
  openOnAPhone,
  openPage,
} from './support/template-pages';
import { inBrowser, servicePages } from '../support/template-page-checks';

// The other pages: their built HTML (tests/built/template-pages.test.ts).
for (const servicePage of servicePages.filter((check) => inBrowser.has(check.path))) {
  test.describe(servicePage.path, () => {
    test('renders its h1 and every block in order, every call to action by keyboard, no axe violations on a phone and a desktop', async ({
      page,
    }) => {
      test.slow(); // axe walks the whole page twice, and the last action loads another route
      await openOnAPhone(page, servicePage.path, servicePage.h1);
      for (const heading of servicePage.headings) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      expect(await page.locator('main h2').allTextContents()).toEqual(servicePage.headings);
      await expectNoAxeViolationsOnPhoneAndDesktop(page);
      await followEachCallToAction(page, servicePage.actions);
    });
  });
}

test.describe('AI services page', () => {
  test('counts its hero figures up to their final values', async ({ page }) => {
    await openPage(page, '/services/ai-services', servicePages[0]!.h1);
    const figures = page.getByRole('region', { name: 'At a glance' }).getByRole('definition');
    await expect(figures).toHaveText(['50+', '200+', '95%']);
    await expect(page.locator('[data-counter="counting"]')).toHaveCount(0);
  });

  test('shows final figures at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/services/ai-services', servicePages[0]!.h1);
    const figures = page.getByRole('region', { name: 'At a glance' }).getByRole('definition');
    await expect(figures).toHaveText(['50+', '200+', '95%'], { timeout: 100 });
    await expect(page.locator('[data-counter="counting"]')).toHaveCount(0);
  });

  test('expands a case study in place from the keyboard, and stays accessible', async ({
    page,
  }) => {
    test.slow(); // includes an axe run over the whole page
    await page.setViewportSize(viewports.phone);
    await openPage(page, '/services/ai-services', servicePages[0]!.h1);
    const studies = page.locator('#case-studies');
    // A native disclosure (<details>), whose summary screen readers announce with its state, and which
    // opens whether or not the app has loaded yet.
    const details = studies.locator('details').first();
    const summary = details.locator('summary', { hasText: 'Read Case Study' });
    await tabTo(page, studies, summary);
    await expect(details).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(details.getByRole('heading', { name: 'Challenge' })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Technologies' })).toBeVisible();
    // Near the end of the page the sticky header stands over the footer, and axe would judge whichever
    // footer link happens to lie under it as too small: check the page with the header in its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(details.getByRole('heading', { name: 'Challenge' })).toBeHidden();
  });

  test('offers the phone number and e-mail address in the closing call to action', async ({
    page,
  }) => {
    await openPage(page, '/services/ai-services', servicePages[0]!.h1);
    const band = page.locator('#get-started');
    await expect(band.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(band.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});
