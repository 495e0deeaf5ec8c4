import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the suite holds every view to: WCAG 2.x A and AA, and axe's best practices. */
const ALL_CHECKS: RunOptions['runOnly'] = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
};

/** The checks whose verdict a colour scheme can change; the rest judge markup both schemes share. */
const COLOUR_CHECKS: RunOptions['runOnly'] = {
  type: 'rule',
  values: ['color-contrast', 'link-in-text-block'],
};

/**
 * Fails with the list of WCAG 2.x A/AA violations axe-core finds on the page, in the colour scheme it
 * is shown in, and then the colour checks in the other one (the system's setting emulated, on the same
 * page: no second load), so every view the suite checks is checked light and dark.
 */
export async function expectNoAxeViolations(page: Page) {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const [shown, other] = dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  await expectNoViolationsNow(page, shown, ALL_CHECKS);
  await page.emulateMedia({ colorScheme: other });
  try {
    await expectNoViolationsNow(page, other, COLOUR_CHECKS);
  } finally {
    await page.emulateMedia({ colorScheme: shown });
  }
}

/**
 * Runs axe in the page itself, once its CSS transitions have ended: a colour caught half-way (a button
 * fading from disabled to enabled as the page hydrates, or a link changing scheme) is not a colour
 * anyone reads, and axe would judge its contrast. axe-core is evaluated once per document, through the
 * DevTools protocol (so the page's CSP does not apply); the site has no frames of its own to check.
 */
async function expectNoViolationsNow(
  page: Page,
  scheme: 'light' | 'dark',
  runOnly: RunOptions['runOnly'],
) {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running',
        ),
  );
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (options) => {
      const results = await window.axe!.run(document, options);
      // Each node with axe's own account of what failed (a contrast's two colours and ratio, say): a
      // failure seen once in a run can then be understood from its log.
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map(
          (node) =>
            `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ').trim()})`,
        ),
      }));
    },
    { runOnly, iframes: false, resultTypes: ['violations'] } satisfies RunOptions,
  );
  const summary = violations.map(
    (v) => `${scheme}: ${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
