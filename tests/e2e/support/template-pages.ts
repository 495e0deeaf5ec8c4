import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoAxeViolations, viewports } from './axe';
import { tabTo } from './keyboard';
import type { CallToActionCheck } from '../../support/template-page-checks';

/** Opens a page and waits for its h1. */
export async function openPage(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/** Opens a page at a phone's width and checks that it has one h1, the one given. */
export async function openOnAPhone(page: Page, path: string, h1: string) {
  await page.setViewportSize(viewports.phone);
  await openPage(page, path, h1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** axe at the phone's width the page was opened at, then at a desktop's: the same load, both schemes. */
export async function expectNoAxeViolationsOnPhoneAndDesktop(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewports.desktop);
  await expectNoAxeViolations(page);
}

/**
 * Every call to action, as a keyboard user meets it: Tab from its start (the h1 or its section) to it,
 * and its link goes where it should. Then the last, which has focus, is followed with Enter, to its
 * page: the links are one component, so one journey shows that Enter works, and a round trip each
 * (Enter, load, Back) cost a quarter of the browser suite.
 */
export async function followEachCallToAction(page: Page, actions: readonly CallToActionCheck[]) {
  for (const action of actions) {
    await test.step(`"${action.label}" (${action.from})`, async () => {
      const region = page.locator(action.from === 'h1' ? 'main header' : action.from);
      const start = action.from === 'h1' ? page.getByRole('heading', { level: 1 }) : region;
      const link = region.getByRole('link', { name: action.label, exact: true });
      await tabTo(page, start, link);
      expect(await link.evaluate((element: HTMLAnchorElement) => element.href)).toMatch(action.url);
    });
  }
  const last = actions.at(-1);
  if (!last) return;
  await test.step(`Enter on "${last.label}"`, async () => {
    await page.keyboard.press('Enter');
    // The target route loads lazily; on a busy machine that can take more than 5 s.
    await expect(page).toHaveURL(last.url, { timeout: 15_000 });
  });
}
