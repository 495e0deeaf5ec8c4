import type { Locator, Page } from '@playwright/test';

/**
 * Moves focus to `start` (e.g. the page's h1 or a section, both focus targets with tabindex -1),
 * then presses Tab until `target` has focus. Fails if it is not reached within `maxTabs` presses,
 * which means a keyboard user cannot get there in a sensible number of steps.
 */
export async function tabTo(page: Page, start: Locator, target: Locator, maxTabs = 12) {
  await start.focus();
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${maxTabs} presses of Tab: ${target.toString()}`);
}
