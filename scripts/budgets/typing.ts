/**
 * Typing while the app loads, on the slow phone of the interaction budget (interactions.ts): a first
 * visit, a fast typist who starts as soon as the fields show, so the typing overlaps the app's loading
 * and its hydration. Every character typed must be kept: /auth's sign-in (as the page opens, and back
 * from sign-up, with #sign-in in the URL) and sign-up, each field, and /contact, each text field.
 * - The first tap on a field starts the app, so the first field is typed while it loads. Whether the
 *   hydration also falls within the typing depends on the machine: on a quiet one the last key could
 *   come first, and the check would prove nothing. So the typist goes on in the last field until the app
 *   has hydrated, and a few keys beyond: what follows the hydration's commit (effects, a focus moved)
 *   meets typing too.
 * - Once the app has hydrated, each field is focused and left again, as a visitor looking over the form
 *   would: React then renders the field from its state, so the text read is what a submit would send,
 *   not only what the screen still shows.
 */
import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import { interactionBudget, launchMeasuringBrowser, startPhoneSite } from './interactions';
import { throttleLikeAPhone } from './real-browser';

/** A fast typist's pace on a phone: a key every 40 ms. */
const KEY_DELAY_MS = 40;
/** Keys typed into the last field once the app has hydrated. */
const KEYS_AFTER_HYDRATION = 8;
/** What the typist goes on with in the last field until then (repeated if need be). */
const MORE_TEXT = ' and a little more typed while the app starts';
/** A page whose app has not hydrated by then fails the check. */
const HYDRATION_TIMEOUT_MS = 30_000;

interface Journey {
  what: string;
  path: string;
  /** What the visitor does before the first field (a view to switch to). */
  before?: (page: Page) => Promise<void>;
  /** Each field by the start of its label (a required field's label ends in an asterisk). */
  fields: { label: string; text: string }[];
}

const email = { label: 'Email', text: 'ada.lovelace@example.com' };
const password = { label: 'Password', text: 'Tr0ub4dor&3-horse' };

const journeys: Journey[] = [
  { what: '/auth sign in', path: '/auth', fields: [email, password] },
  {
    // Back from sign-up by its link: the URL's fragment is #sign-in now.
    what: '/auth sign in, back from sign up',
    path: '/auth',
    before: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).tap();
      await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).tap();
    },
    fields: [email, password],
  },
  {
    what: '/auth sign up',
    path: '/auth',
    before: (page) => page.getByRole('main').getByRole('link', { name: 'Sign Up' }).tap(),
    fields: [email, password],
  },
  {
    what: '/contact',
    path: '/contact',
    fields: [
      { label: 'Full Name', text: 'Ada Lovelace' },
      { label: 'Email Address', text: 'ada.lovelace@example.com' },
      { label: 'Company (optional)', text: 'Analytical Engines Ltd' },
      { label: 'Phone (optional)', text: '+234 803 555 0101' },
      { label: 'Subject', text: 'A patient portal for our clinic' },
      {
        label: 'Message',
        text: 'We run three clinics in Lekki and would like our patients to book online. Can we talk?',
      },
    ],
  },
];

export interface TypingRow {
  what: string;
  typed: number;
  kept: number;
}

/** How many of `typed`'s characters are still there, in order (longest common subsequence). */
function charactersKept(typed: string, value: string): number {
  let previous = new Array<number>(value.length + 1).fill(0);
  for (const char of typed) {
    const current = [0];
    for (let j = 1; j <= value.length; j += 1) {
      current[j] =
        char === value[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[value.length] ?? 0;
}

async function runJourney(browser: Browser, origin: string, journey: Journey) {
  const context = await browser.newContext({
    viewport: interactionBudget.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(context, page, interactionBudget.cpuSlowdown);
    await page.goto(new URL(journey.path, origin).href, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const fields = journey.fields.map((field) => ({
      ...field,
      input: main.getByLabel(new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    }));
    await fields[0]?.input.waitFor({ state: 'visible' });
    await journey.before?.(page);
    let hydrated: boolean | null = null;
    const hydration = page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_STARTED_MARK, {
        timeout: HYDRATION_TIMEOUT_MS,
        polling: 100,
      })
      .then(
        () => (hydrated = true),
        () => (hydrated = false),
      );
    const typed: string[] = [];
    for (const [index, { input, text }] of fields.entries()) {
      // A tap on the first field; then the phone keyboard's Next key, which moves focus as Tab does.
      // (Tapped, the next field would take focus back from wherever the hydration had just put it.)
      if (index === 0) await input.tap();
      else await page.keyboard.press('Tab');
      await page.keyboard.type(text, { delay: KEY_DELAY_MS });
      typed.push(text);
      if (index < fields.length - 1) continue;
      for (let more = 0, keysAfter = 0; keysAfter < KEYS_AFTER_HYDRATION; more += 1) {
        if (hydrated === false) break;
        if (hydrated) keysAfter += 1;
        const key = MORE_TEXT[more % MORE_TEXT.length] ?? ' ';
        await page.keyboard.type(key, { delay: KEY_DELAY_MS });
        typed[index] += key;
      }
    }
    if (!(await hydration)) {
      return [
        {
          row: null,
          problem: `${journey.what}: the app did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`,
        },
      ];
    }
    // What follows hydration (the session, deferred sections) has run by the time the page is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const results: { row: TypingRow | null; problem: string | null }[] = [];
    for (const [index, { label, input }] of fields.entries()) {
      const text = typed[index] ?? '';
      await input.evaluate((element: HTMLElement) => {
        element.focus();
        element.blur();
      });
      const value = await input.inputValue();
      const row = {
        what: `${journey.what}: ${label}`,
        typed: text.length,
        kept: charactersKept(text, value),
      };
      results.push({
        row,
        problem:
          value === text
            ? null
            : `${row.what}: kept ${row.kept} of ${row.typed} characters typed (the field holds "${value}")`,
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** Runs each journey once on the phone profile; `origin` is the HTTPS origin serving the build. */
export async function checkTypingAtOnce(
  browser: Browser,
  origin: string,
): Promise<{ rows: TypingRow[]; problems: string[] }> {
  const rows: TypingRow[] = [];
  const problems: string[] = [];
  for (const journey of journeys) {
    for (const { row, problem } of await runJourney(browser, origin, journey)) {
      if (row) rows.push(row);
      if (problem) problems.push(problem);
    }
  }
  return { rows, problems };
}

/** The check alone: `root`'s build (or `publicDir`) as the phone site, in the measuring browser. */
export async function measureTyping(root: string, publicDir?: string) {
  const server = await startPhoneSite(root, publicDir);
  const browser = await launchMeasuringBrowser();
  try {
    return await checkTypingAtOnce(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The rows for the budget report. */
export function typingTable(rows: readonly TypingRow[]): string {
  return [
    `Typing while the app loads and hydrates (the interactions' phone, a key every ${KEY_DELAY_MS} ms; every character must be kept):`,
    '',
    '| Field | Typed | Kept |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.what} | ${row.typed} | ${row.kept} |`),
  ].join('\n');
}

// Alone: npx tsx scripts/budgets/typing.ts [--public <dir>] (dist/ unless another build is named).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const publicIndex = args.indexOf('--public');
  const { rows, problems } = await measureTyping(
    path.resolve(import.meta.dirname, '../..'),
    publicIndex >= 0 ? args[publicIndex + 1] : undefined,
  );
  for (const row of rows) console.log(`${row.what}: kept ${row.kept} of ${row.typed}`);
  if (problems.length > 0) {
    console.error(`Characters lost:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}
