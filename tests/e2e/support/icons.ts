import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls the page's last decorative icon into view and returns it with its file's path. A locator styles
 * the element it acts on, so its icon may be asked for as soon as this starts: record requests before.
 */
export async function scrollToLastIcon(page: Page): Promise<{ icon: Locator; file: string }> {
  // The last element that names an icon file: the icon itself, or a list or row of icons (iconSource).
  const named = page.locator('[style*="--icon"]').last();
  const file = /^url\((.+)\)$/.exec(
    await named.evaluate((element) => element.style.getPropertyValue('--icon')),
  )?.[1];
  expect(file).toMatch(/^\/assets\/.+\.svg$/);
  // An icon is an empty span.
  const icon = named.locator('xpath=descendant-or-self::span[not(node())]').last();
  // Sections above shrink from their estimated heights as they are laid out: scroll until it stays in view.
  await expect(async () => {
    await icon.scrollIntoViewIfNeeded();
    await expect(icon).toBeInViewport({ timeout: 500 });
  }).toPass();
  return { icon, file: file! };
}
