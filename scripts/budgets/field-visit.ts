/**
 * The field-data pipeline, end to end, on the local stack: a scripted visitor on the budgets' 3G phone
 * (typing.ts's journeys and phone, in its browser) types each form as the typing budget does, then
 * leaves the page, so the site's own collector (features/field-data) sends its report through Hosting's
 * rewrite to `collectFieldReport`, which keeps it in the local Firestore; the figures printed are what
 * `npm run vitals` and /admin/insights read from there (functions/src/leads/insights.ts), p75 per route.
 * Not a budget: a check that the field sees what the budgets see (docs/performance-log.md).
 *
 * npx tsx scripts/budgets/field-visit.ts [--visits <n>] (after `npm run build`; starts its own stack,
 * with nothing kept, on the fixed ports of `npm start`, which must be free).
 */
import type { Browser } from '@playwright/test';
import { METRIC_NAMES } from '@site/contract';
import { readInsights } from '../../functions/src/leads/insights';
import { firestoreSource } from '../ops/firestore-source';
import { startLocalStack } from '../dev/local-stack';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import { interactionBudget } from './interactions';
import { throttleLikeAPhone } from './real-browser';
import { journeys, launchTypingBrowser, type Journey } from './typing';
import { optionValue } from './command-line';

/** A key every 40 ms, as the typing budget types. */
const KEY_DELAY_MS = 40;
/**
 * How long the visitor stays once the app has hydrated: a look at what they typed. The collector loads
 * after the app's start-up (boot/shared/schedule.ts, `afterLoad`), a round trip on "3G"; a visit that
 * leaves the moment the app hydrates sends no report (docs/performance-log.md, 30 Nov 2026, thirteenth
 * session).
 */
const READING_MS = 2000;
/** Time for the report's beacon to reach the function and Firestore once the page is left. */
const REPORT_SETTLE_MS = 3000;

async function visit(browser: Browser, siteUrl: string, journey: Journey): Promise<void> {
  const context = await browser.newContext({
    viewport: interactionBudget.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(context, page, interactionBudget.cpuSlowdown);
    await page.goto(new URL(journey.path, siteUrl).href, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const first = journey.fields[0];
    if (!first) return;
    await main.getByLabel(first.label, { exact: false }).first().waitFor({ state: 'visible' });
    await journey.before?.(page);
    for (const [index, { label, text }] of journey.fields.entries()) {
      if (index === 0) await main.getByLabel(label, { exact: false }).first().tap();
      else await page.keyboard.press('Tab');
      await page.keyboard.type(text, { delay: KEY_DELAY_MS });
    }
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      APP_STARTED_MARK,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(READING_MS);
    // The collector reports when the page is hidden: leaving it is what a visitor does.
    await page.goto('about:blank');
    await page.waitForTimeout(REPORT_SETTLE_MS);
  } finally {
    await context.close();
  }
}

const visits = Number(optionValue('--visits') ?? 3);
const chosen = journeys.filter((journey) => journey.what !== '/auth sign in, back from sign up');
const stack = await startLocalStack({ site: 'preview', persist: false });
const browser = await launchTypingBrowser();
try {
  for (let round = 0; round < visits; round += 1)
    for (const journey of chosen) await visit(browser, stack.siteUrl, journey);
  const { db, source } = await firestoreSource(undefined);
  const { vitals } = await readInsights(db, new Date());
  console.log(
    `Field data after ${visits} scripted visits to each of ${chosen.map((journey) => journey.what).join(', ')} on the 3G phone (${source}), p75:`,
  );
  console.log(['Route', 'Views', ...METRIC_NAMES].join('\t'));
  for (const row of vitals) {
    const value = (name: (typeof METRIC_NAMES)[number]) => {
      const ms = row.p75[name];
      return ms === null ? '–' : name === 'CLS' ? ms.toFixed(3) : `${Math.round(ms)} ms`;
    };
    console.log([row.route, row.views, ...METRIC_NAMES.map(value)].join('\t'));
  }
} finally {
  await browser.close();
  await stack.stop();
}
