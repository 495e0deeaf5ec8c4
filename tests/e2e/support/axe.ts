import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.x A/AA violations axe-core finds on the page, in the colour scheme it
 * is shown in and then in the other one (the system's setting emulated, on the same page: no second
 * load), so every view the suite checks is checked light and dark.
 */
export async function expectNoAxeViolations(page: Page) {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const [shown, other] = dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  await expectNoViolationsNow(page, shown);
  await page.emulateMedia({ colorScheme: other });
  try {
    await expectNoViolationsNow(page, other);
  } finally {
    await page.emulateMedia({ colorScheme: shown });
  }
}

/**
 * Once the page's CSS transitions have ended: a colour caught half-way (a button fading from disabled
 * to enabled as the page hydrates, or a link changing scheme) is not a colour anyone reads, and axe
 * would judge its contrast.
 */
async function expectNoViolationsNow(page: Page, scheme: 'light' | 'dark') {
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
      `${scheme}: ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
