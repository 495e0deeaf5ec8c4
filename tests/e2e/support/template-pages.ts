import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { tabTo } from './keyboard';

/** A call to action on a service or industry page, and where pressing Enter on it must land. */
export interface CallToActionCheck {
  /** Where the keyboard starts: the hero's h1 (for the hero's buttons) or a section id. */
  from: 'h1' | `#${string}`;
  label: string;
  url: RegExp;
}

/** Opens a page and waits for its h1. */
export async function openPage(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/**
 * For each call to action, one step: Tab from its start to it, press Enter, land on its URL, then go
 * back to the page (its h1 named `h1`), as a visitor would, for the next one.
 */
export async function followEachCallToAction(
  page: Page,
  h1: string,
  actions: readonly CallToActionCheck[],
) {
  for (const action of actions) {
    await test.step(`"${action.label}" (${action.from})`, async () => {
      const region = page.locator(action.from === 'h1' ? 'main header' : action.from);
      const start = action.from === 'h1' ? page.getByRole('heading', { level: 1 }) : region;
      const target = region.getByRole('link', { name: action.label, exact: true });
      await tabTo(page, start, target);
      await page.keyboard.press('Enter');
      // The target route loads lazily; on a busy machine that can take more than 5 s.
      await expect(page).toHaveURL(action.url, { timeout: 15_000 });
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    });
  }
}
