/**
 * Typing while the app loads, on the slow phone of the interaction budget (interactions.ts): a first
 * visit, a fast typist who starts as soon as the fields show, so the typing overlaps the app's loading
 * and its hydration. /auth's sign-in (as the page opens, and back from sign-up, with #sign-in in the
 * URL) and sign-up, each field, and /contact, each text field. Two things are judged:
 * - Every character typed must be kept.
 *   - The first tap on a field starts the app, so the first field is typed while it loads. Whether the
 *     hydration also falls within the typing depends on the machine: on a quiet one the last key could
 *     come first, and the check would prove nothing. So the typist goes on in the last field until the
 *     app has hydrated, and a few keys beyond: what follows the hydration's commit (effects, a focus
 *     moved) meets typing too.
 *   - Once the app has hydrated, each field is focused and left again, as a visitor looking over the
 *     form would: React then renders the field from its state, so the text read is what a submit would
 *     send, not only what the screen still shows.
 * - Every key and tap is answered: the next frame comes soon after each, read from Event Timing as INP
 *   reads it (event-timing.ts), the visit's 98th percentile judged against the same journey on the page
 *   with its scripts blocked (script-free-reference.ts), typed key for key right after it. What the
 *   scripts add fails the run above `maxAddedKeyMs` × the host factor, as a tap's does: the median of
 *   three visits, where the first missed (as the taps take the median of three).
 *
 * In Debian's headless shell, not the full browser the other timing budgets use: the full browser's
 * headless display presents no frame for one to three seconds while keys go into a field that Tab
 * scrolled into view, with or without the site's scripts, and on a plain page of six inputs too
 * (docs/performance-log.md, 28 Nov 2026, sixth session); the shell, the same Blink and V8, does not.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import { chromiumFlags, headlessShellPath } from '../test/chromium';
import {
  eventTimingProbe,
  readInteractions,
  summarizeInteractions,
  type InteractionSummary,
} from './event-timing';
import { describeHost, withHostFactor } from './host-factor';
import {
  interactionBudget,
  launchMeasuringBrowser,
  phoneContext,
  startPhoneSite,
} from './interactions';
import { throttleLikeAPhone } from './real-browser';
import { routeScriptFiles } from './script-free-reference';
import { measureConfirmingMisses } from './runs';

/** A fast typist's pace on a phone: a key every 40 ms. */
const KEY_DELAY_MS = 40;
/** Keys typed into the last field once the app has hydrated. */
const KEYS_AFTER_HYDRATION = 8;
/** What the typist goes on with in the last field until then (repeated if need be). */
const MORE_TEXT = ' and a little more typed while the app starts';
/** A page whose app has not hydrated by then fails the check. */
const HYDRATION_TIMEOUT_MS = 30_000;
/** Visits of a journey whose first missed its key budget: the median decides. */
const KEY_CONFIRM_VISITS = 3;

export const typingBudget = {
  /**
   * Fails the run: what the site's scripts may add to the visit's keys and taps, read as INP reads them
   * (the 98th percentile), over the same keys typed into the page with its scripts blocked, × the host
   * factor, as the taps' `maxAddedTapMs`. The goal is every key painted within 100 ms on this phone.
   */
  maxAddedKeyMs: 100,
} as const;

export interface Journey {
  what: string;
  path: string;
  /** What the visitor does before the first field (a view to switch to). */
  before?: (page: Page) => Promise<void>;
  /** Each field by the start of its label (a required field's label ends in an asterisk). */
  fields: { label: string; text: string }[];
  /**
   * Its keys printed, not judged, and typed into no reference: sign-in's keys again, on the same page
   * (its characters are checked all the same).
   */
  keysReported?: true;
}

const email = { label: 'Email', text: 'ada.lovelace@example.com' };
const password = { label: 'Password', text: 'Tr0ub4dor&3-horse' };

export const journeys: readonly Journey[] = [
  { what: '/auth sign in', path: '/auth', fields: [email, password] },
  {
    // Back from sign-up by its link: the URL's fragment is #sign-in now.
    what: '/auth sign in, back from sign up',
    path: '/auth',
    keysReported: true,
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

/** A journey's keys and taps, with its scripts and without (the reference), read as INP reads them. */
export interface KeyLatencyRow {
  what: string;
  /** False for a journey whose keys are only printed (`keysReported`). */
  judged: boolean;
  site: InteractionSummary;
  reference: InteractionSummary | null;
  /** The site's 98th percentile over the reference's; null when either run failed or none was typed. */
  addedMs: number | null;
  /** Visits measured: one, or three when the first missed (`checkTypingAtOnce`), the median shown. */
  visits: number;
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

/** Until the page is idle: the frames after the last key have been presented, their entries queued. */
const untilIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

interface JourneyRun {
  /** What went into each field: the reference types it again. */
  typed: string[];
  interactions: InteractionSummary;
  results: { row: TypingRow | null; problem: string | null }[];
}

/**
 * One journey on a fresh phone. With its scripts `loaded`, the typist goes on until the app has
 * hydrated and the fields are checked; `blocked` (the reference) types `keys`, the site run's text, and
 * checks nothing but its timing.
 */
async function runJourney(
  browser: Browser,
  origin: string,
  journey: Journey,
  scripts: 'loaded' | 'blocked',
  keys: readonly string[] = [],
): Promise<JourneyRun> {
  const context = await browser.newContext(phoneContext);
  try {
    // Both runs are routed, so that they pay alike for the interception.
    await routeScriptFiles(context, scripts);
    const page = await context.newPage();
    await page.addInitScript(eventTimingProbe);
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
    const hydration =
      scripts === 'blocked'
        ? Promise.resolve(true)
        : page
            .waitForFunction(
              (mark) => performance.getEntriesByName(mark).length > 0,
              APP_STARTED_MARK,
              { timeout: HYDRATION_TIMEOUT_MS, polling: 100 },
            )
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
      if (scripts === 'blocked') {
        await page.keyboard.type(keys[index] ?? '', { delay: KEY_DELAY_MS });
        continue;
      }
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
      return {
        typed,
        interactions: summarizeInteractions([]),
        results: [
          {
            row: null,
            problem: `${journey.what}: the app did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`,
          },
        ],
      };
    }
    // What follows hydration (the session, deferred sections) has run by the time the page is idle,
    // and the last keys' frames have been presented.
    await untilIdle(page);
    const { interactions, count } = await readInteractions(page);
    const summary = summarizeInteractions(interactions, count);
    if (scripts === 'blocked') return { typed: [...keys], interactions: summary, results: [] };
    const results: JourneyRun['results'] = [];
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
    return { typed, interactions: summary, results };
  } finally {
    await context.close();
  }
}

/**
 * The browser the typing runs in: Debian's headless shell at the phone's settings (see the module
 * comment for why not the full browser), accepting the phone site's throwaway certificate.
 */
export function launchTypingBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: headlessShellPath,
    args: [...chromiumFlags, '--ignore-certificate-errors'],
  });
}

/**
 * Runs each journey once on the phone profile, each followed by its reference (the same keys, scripts
 * blocked); `origin` is the HTTPS origin serving the build.
 */
export async function checkTypingAtOnce(
  browser: Browser,
  origin: string,
): Promise<{ rows: TypingRow[]; keyRows: KeyLatencyRow[]; problems: string[] }> {
  const rows: TypingRow[] = [];
  const keyRows: KeyLatencyRow[] = [];
  const problems: string[] = [];
  for (const journey of journeys) {
    const judged = !journey.keysReported;
    /** One visit and its reference; the first visit's fields are the rows, every visit's losses count. */
    const visit = async (first: boolean) => {
      const site = await runJourney(browser, origin, journey, 'loaded');
      for (const { row, problem } of site.results) {
        if (row && first) rows.push(row);
        if (problem) problems.push(problem);
      }
      const hydrated = site.results.every(({ row }) => row !== null);
      const reference =
        hydrated && judged
          ? (await runJourney(browser, origin, journey, 'blocked', site.typed)).interactions
          : null;
      const addedMs = reference ? site.interactions.p98Ms - reference.p98Ms : null;
      return { site: site.interactions, reference, addedMs };
    };
    const visits: Awaited<ReturnType<typeof visit>>[] = [];
    // A miss (judged as on the quiet host) is the median of three visits before it fails the run: one
    // visit's 98th percentile is its second-longest key, and the host's own hiccups reach it.
    await measureConfirmingMisses(
      { runs: 1, confirmUpTo: judged ? KEY_CONFIRM_VISITS : 1 },
      async (run) => void visits.push(await visit(run === 0)),
      () => visits[0]!.addedMs === null || visits[0]!.addedMs > typingBudget.maxAddedKeyMs,
    );
    const byAdded = [...visits].sort((a, b) => (a.addedMs ?? Infinity) - (b.addedMs ?? Infinity));
    const shown = byAdded[Math.floor(byAdded.length / 2)]!;
    keyRows.push({ what: journey.what, judged, ...shown, visits: visits.length });
  }
  return { rows, keyRows, problems };
}

/**
 * Failing: each journey whose scripts add more than `maxAddedKeyMs` × the host factor to its keys and
 * taps (the 98th percentile), or that could not be measured.
 */
export function keyLatencyProblems(rows: readonly KeyLatencyRow[], factor: number): string[] {
  const maxAddedMs = typingBudget.maxAddedKeyMs * factor;
  return rows
    .filter((row) => row.judged && (row.addedMs === null || row.addedMs > maxAddedMs))
    .map((row) =>
      row.addedMs === null
        ? `${row.what}, keys and taps: not measured (the app did not hydrate)`
        : `${row.what}, keys and taps (98th percentile, as INP): its scripts add ${Math.round(row.addedMs)} ms over the page without them (${Math.round(row.site.p98Ms)} against ${Math.round(row.reference?.p98Ms ?? 0)} ms) > ${Math.round(maxAddedMs)} ms (${typingBudget.maxAddedKeyMs} ms × host ${factor.toFixed(2)})`,
    );
}

/**
 * The check alone: `root`'s build (or `publicDir`) as the phone site, in the typing browser, between
 * two samples of the host factor's reference (host-factor.ts, in the measuring browser).
 */
export async function measureTyping(root: string, publicDir?: string) {
  const server = await startPhoneSite(root, publicDir);
  const [browser, measuring] = await Promise.all([launchTypingBrowser(), launchMeasuringBrowser()]);
  try {
    return await withHostFactor(measuring, () => checkTypingAtOnce(browser, server.url));
  } finally {
    await Promise.all([browser.close(), measuring.close()]);
    await server.close();
  }
}

const milliseconds = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;

/** The rows for the budget report: characters kept, then each journey's keys and taps. */
export function typingTable(
  rows: readonly TypingRow[],
  keyRows: readonly KeyLatencyRow[],
  factor: number,
): string {
  return [
    `Typing while the app loads and hydrates (the interactions' phone, a key every ${KEY_DELAY_MS} ms; every character must be kept):`,
    '',
    '| Field | Typed | Kept |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.what} | ${row.typed} | ${row.kept} |`),
    '',
    `Every key and tap of those journeys, from the input to the next frame (Event Timing; the visit's 98th percentile as INP takes it, and its worst), against the same keys on the page without its scripts; what the scripts add fails the run above ${Math.round(typingBudget.maxAddedKeyMs * factor)} ms (${typingBudget.maxAddedKeyMs} ms × host ${factor.toFixed(2)}):`,
    '',
    '| Journey | Interactions | 98th percentile | Worst | Without its scripts: 98th percentile, worst | Added by its scripts |',
    '| --- | --- | --- | --- | --- | --- |',
    ...keyRows.map(
      (row) =>
        `| ${row.what}${row.visits > 1 ? ` (median of ${row.visits} visits)` : ''} | ${row.site.count} | ${milliseconds(row.site.p98Ms)} | ${row.site.worst ? `${milliseconds(row.site.worst.duration)} (${row.site.worst.name} in ${row.site.worst.target || 'the page'})` : '–'} | ${row.reference ? `${milliseconds(row.reference.p98Ms)}, ${milliseconds(row.reference.worst?.duration ?? 0)}` : '–'} | ${row.judged ? milliseconds(row.addedMs) : 'reported'} |`,
    ),
  ].join('\n');
}

// Alone: npx tsx scripts/budgets/typing.ts [--public <dir>] (dist/ unless another build is named).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const publicIndex = args.indexOf('--public');
  const { result, host } = await measureTyping(
    path.resolve(import.meta.dirname, '../..'),
    publicIndex >= 0 ? args[publicIndex + 1] : undefined,
  );
  console.log(`Host factor ${describeHost(host)}\n`);
  console.log(typingTable(result.rows, result.keyRows, host.factor));
  const problems = [...result.problems, ...keyLatencyProblems(result.keyRows, host.factor)];
  if (problems.length > 0) {
    console.error(`\nBudgets missed:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}
