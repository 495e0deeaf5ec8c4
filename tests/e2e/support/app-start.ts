import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page loads the app on the visitor's first interaction (src/app/startup/first-interaction.ts).
 * Presses a key, as a keyboard user's first step would, and waits until the app has hydrated and found the
 * page idle: the account slot's prerendered placeholder state is gone then.
 */
export async function startTheApp(page: Page) {
  await page.keyboard.press('Shift');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('[data-session-pending]'),
  ).toHaveCount(0, { timeout: 15_000 });
}
