import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.x A/AA violations axe-core finds on the page once its CSS transitions
 * have ended: a colour caught half-way (a button fading from disabled to enabled as the page hydrates)
 * is not a colour anyone reads, and axe would judge its contrast.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running',
        ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
