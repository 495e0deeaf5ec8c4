import { expect, test } from './support/test';
import {
  expectNoAxeViolationsOnPhoneAndDesktop,
  followEachCallToAction,
  openOnAPhone,
} from './support/template-pages';
import { industryActions, industryPages, inBrowser } from '../support/template-page-checks';

// The other pages: their built HTML (tests/built/template-pages.test.ts).
for (const industryPage of industryPages.filter((check) => inBrowser.has(check.path))) {
  test.describe(industryPage.path, () => {
    test('renders its h1, the compliance strip and every block in order, every call to action by keyboard, no axe violations on a phone and a desktop', async ({
      page,
    }) => {
      test.slow(); // axe walks the whole page twice, and the last action loads another route
      await openOnAPhone(page, industryPage.path, industryPage.h1);
      const strip = page.getByRole('region', { name: 'Experience and compliance' });
      await expect(strip.getByRole('definition')).toHaveText([...industryPage.compliance]);
      expect(await page.locator('main h2').allTextContents()).toEqual([
        'Experience and compliance',
        ...industryPage.headings,
      ]);
      await expect(page.locator('#solutions li h3')).toHaveCount(6);
      await expect(page.locator('#implementation ol > li')).toHaveCount(4);
      await expectNoAxeViolationsOnPhoneAndDesktop(page);
      await followEachCallToAction(page, industryActions(industryPage));
    });
  });
}
