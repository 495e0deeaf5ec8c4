/**
 * What a tap costs on a slow phone, in a real browser: Debian's Chromium at 375 px, the CPU slowed 4×,
 * the network shaped to DevTools' "3G" preset, the site served over HTTP/2 with TLS as Firebase Hosting
 * serves it, a first visit each time. Lighthouse never taps; this does, as a visitor would:
 * - the menu, as soon as its button shows (the boot module is still on its way) and again after three
 *   seconds of reading: from the tap to the first frame with the menu open, one tap only;
 * - /auth's Sign Up as soon as it shows (the view must switch at once), then the e-mail field: from that
 *   focus to the app having hydrated the form;
 * - a case study's disclosure on /services/ai-services, then its Share action (Web Share stubbed: to
 *   the frame after the page asked for the share sheet);
 * - on a wide screen (1440 px), the header's Appearance button as soon as it shows, then Dark in the
 *   panel it opens once the boot module has run, before the app: to the first frame in the dark scheme;
 * - /contact's first field: from the first focus to the app's Send (the callable) being ready;
 * - the installed app (display-mode standalone), which starts the app at once, launched again as a
 *   home-screen app is: its service worker installed on an earlier visit, the network still 3G. From
 *   navigation to the app having hydrated.
 * Times are the browser's own: the input event's timestamp, the frame in which the result shows, and
 * the User Timing mark main.tsx sets once hydrated (src/boot/shared/protocol.ts).
 */
import { readdir } from 'node:fs/promises';
import { connect } from 'node:http2';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { APP_STARTED_MARK } from '../../src/boot/shared/protocol';
import { chromiumFlags, chromiumPath } from '../test/chromium';
import { defaultPublicDir } from '../dev/hosting-emulator';
import { throwawayCertificate } from './throwaway-certificate';
import { startProductionSite } from './production-front';
import { throttleLikeAPhone } from './real-browser';
import { addedOverReference, routeScriptFiles } from './script-free-reference';
import { allowedOverFloorMs, networkFloorMs, readAppBytes } from './network-floor';
import { describeHost, withHostFactor } from './host-factor';
import { buildReferenceStartUp, referenceOverFloorMs } from './reference-start-up';
import { measureConfirmingMisses, medianOfMeasured, medianOfRuns } from './runs';
import { optionValue } from './command-line';

export const interactionBudget = {
  runs: 3,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 812 },
  /** From a tap to the frame that shows its answer. Reported: see `maxAddedTapMs`. */
  maxTapMs: 100,
  /**
   * Fails the run: what the site's scripts may add to a tap that the page answers without them (the
   * menu, Sign Up, a case study, Appearance), over the same tap on the same page with its scripts
   * blocked, in the same run (budgets/script-free-reference.ts). Paired runs differ by about ±50 ms on
   * a quiet host; a 150 ms handler adds 150 ms.
   */
  maxAddedTapMs: 100,
  /** From the trigger (a focus, a launch) to the app having hydrated the page. Reported. */
  maxStartMs: 2500,
  /**
   * Wanted, reported: a field's first focus to the app hydrated, on /auth and /contact, within this much
   * of the network floor of that start-up (network-floor.ts: one round trip and the app's scripts at the
   * phone's throughput), the part over the floor × the start-up's host factor (`startUpFactor`). Not
   * failing: on a quiet host the unchanged site's median of three read 1.15–1.20× (30 Nov), too close
   * to fail the run on.
   */
  maxOverNetworkFloor: 1.2,
  /**
   * Fails the run, scaled the same way and confirmed by the median of three as the taps are: a start-up
   * this far over its floor waited on more than its scripts' bytes and the framework's hydration, such
   * as a round trip of its own (DevTools' "3G" one is over a third of the floor) or, on a quiet host,
   * some 200 ms more of waiting or work. With one core kept busy the unchanged site read 1.20–1.37×,
   * each run at least 0.05× under its limit here (docs/performance-log.md, 30 Nov 2026, fourteenth
   * session).
   */
  failingOverNetworkFloor: 1.3,
  /**
   * The start-up's host factor is the reference start-up's time over its own floor
   * (reference-start-up.ts), measured right after each of the site's, over this: its median on the
   * quiet host where the site met `maxOverNetworkFloor` (286–288 ms in a probe, medians of 280–324 in
   * quiet runs of the interactions, 30 Nov), never below 1.
   */
  referenceStartUpQuietOverMs: 290,
  /**
   * Runs of the reference start-up after each of the site's; their median counts, so one slow run (one
   * read over 1,000 ms with a core busy, 30 Nov) does not widen the allowance.
   */
  referenceStartUpRuns: 3,
  /**
   * Fails the run: the longest task between a field's first focus and the app having hydrated, at 4×
   * CPU, on /auth and /contact, judged as it is, not × the host factor. The page without scripts has no
   * long task to pair it with, and this figure does not follow the host factor: the unchanged site read
   * 124–224 ms in every run kept from 27 Nov, quiet or with one core busy (host factors 1.00–1.97), and a
   * 300 ms task added while hydrating read 283–314 ms on both pages in all four runs, which the budget
   * × factor let through (docs/performance-log.md). 250 ms until 29 Nov; since React DOM compiles as it
   * downloads (scripts/build/eager-commonjs.ts) and the theme is two tasks, the unchanged site read
   * 68–126 ms (the median of three, five gates on 29 Nov): 200 ms leaves it more than half again.
   */
  maxStartTaskMs: 200,
  readingMs: 3000,
  /** A tap not answered by then was lost. */
  giveUpMs: 10_000,
} as const;

/** A first visit on the slow phone: its screen, touch, no service worker, the throwaway certificate. */
export const phoneContext = {
  viewport: interactionBudget.viewport,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  ignoreHTTPSErrors: true,
} as const;

export interface InteractionRow {
  what: string;
  kind: 'tap' | 'start' | 'task';
  runs: number;
  /** Median (a run without an answer counts as the slowest: runs.ts), or null when most got none. */
  ms: number | null;
  /** What the page showed in each run that got no answer for this row. */
  noAnswer: string[];
  /** Its budget on the quiet machine (the host factor scales it, except a start-up task's). */
  maxMs: number;
  /** For a tap the page answers without scripts: the same tap without them (median), and what the scripts add. */
  reference?: { ms: number | null; addedMs: number | null };
  /**
   * For a field's start-up: its network floor and the app's scripts' bytes (medians of the runs that
   * started), and the reference start-up's time over its own floor, measured after each run (median).
   */
  networkFloor?: { ms: number | null; bytes: number | null; referenceOverMs: number | null };
}

/** Installed before the page's own scripts: when input arrived, and a watcher for what it should show. */
const instrumentation = `(() => {
  const probe = (window.__interactionProbe = { inputAt: null, seenAt: null, fieldFocusAt: null, sharedAt: null, longTasks: [] });
  // Every long task, to find the longest while the app starts.
  new PerformanceObserver((list) => { for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]); }).observe({ type: 'longtask', buffered: true });
  // A phone's share sheet, which the Share action opens; the time it was asked for is the answer.
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => { probe.sharedAt = performance.now(); return Promise.resolve(); } });
  addEventListener('pointerdown', (event) => { probe.inputAt = event.timeStamp; }, true);
  addEventListener('focusin', (event) => {
    if (probe.fieldFocusAt === null && event.target.matches('input, textarea')) probe.fieldFocusAt = event.timeStamp;
  }, true);
  const checks = {
    menu: () => { const menu = document.querySelector('dialog[aria-label="Menu"]'); return Boolean(menu && menu.checkVisibility()); },
    'sign-up': () => { const heading = document.getElementById('sign-up'); return Boolean(heading && heading.checkVisibility()); },
    'case-study': () => { const study = document.querySelector('details[open] > :not(summary)'); return Boolean(study && study.checkVisibility()); },
    appearance: () => { const choice = document.querySelector('dialog[aria-label="Menu"] fieldset'); return Boolean(choice && choice.checkVisibility()); },
    dark: () => document.documentElement.getAttribute('data-color-scheme') === 'dark',
    share: () => probe.sharedAt !== null,
  };
  probe.watch = (name) => {
    probe.seenAt = null;
    const look = () => { if (checks[name]()) probe.seenAt = performance.now(); else requestAnimationFrame(look); };
    requestAnimationFrame(look);
  };
})();`;

interface Probe {
  inputAt: number | null;
  seenAt: number | null;
  fieldFocusAt: number | null;
  /** [start, duration] of each long task so far. */
  longTasks: [number, number][];
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __interactionProbe: Probe }).__interactionProbe);

/** Taps `target` once and returns the time to the first frame where `check` holds, or null. */
async function tapAndWait(page: Page, target: ReturnType<Page['locator']>, check: string) {
  await page.evaluate(
    (name) =>
      (
        window as unknown as { __interactionProbe: { watch: (n: string) => void } }
      ).__interactionProbe.watch(name),
    check,
  );
  await target.tap();
  const deadline = Date.now() + interactionBudget.giveUpMs;
  while (Date.now() < deadline) {
    const probe = await readProbe(page);
    if (probe.seenAt !== null && probe.inputAt !== null) return probe.seenAt - probe.inputAt;
    await page.waitForTimeout(100);
  }
  return null;
}

/**
 * From `from` (a time on the page's clock) to the app-started mark, and the longest task in between,
 * or nulls if the app never started.
 */
async function appStartedAfter(page: Page, from: () => Promise<number | null>) {
  const startedAt = await page
    .waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? false,
      APP_STARTED_MARK,
      { timeout: 20_000, polling: 100 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  const start = await from();
  if (startedAt === null || start === null) return { ms: null, longestTaskMs: null };
  const { longTasks } = await readProbe(page);
  const during = longTasks.filter(([at, ms]) => at + ms > start && at < startedAt);
  return {
    ms: startedAt - start,
    longestTaskMs: Math.max(0, ...during.map(([, ms]) => ms)),
  };
}

/** A start-up's figures under `what`, and what its network floor and the app's bytes were, folded into its row. */
const FLOOR = ' (network floor)';
const BYTES = ' (app bytes)';
const REFERENCE_START_UP = ' (reference start-up over its floor)';

async function startUpFigures(
  page: Page,
  what: { start: string; task: string },
  started: { ms: number | null; longestTaskMs: number | null },
): Promise<Record<string, number | null>> {
  const appBytes = started.ms === null ? null : await readAppBytes(page);
  return {
    [what.start]: started.ms,
    [what.task]: started.longestTaskMs,
    [`${what.start}${FLOOR}`]: appBytes ? networkFloorMs(appBytes) : null,
    [`${what.start}${BYTES}`]: appBytes?.bytes ?? null,
  };
}

/**
 * With `scripts` 'blocked' (the reference), a scenario returns what it measured before its first step
 * that needs a script: the taps the page answers by itself.
 */
type Scenario = (
  page: Page,
  url: (path: string) => string,
  scripts: 'loaded' | 'blocked',
) => Promise<Record<string, number | null>>;

interface InteractionScenario {
  /** Run again with its scripts blocked after each run, as the reference of its script-free taps. */
  scriptFreeReference?: true;
  path: string;
  /** A wide screen (a laptop with a touch screen) instead of the phone. */
  viewport?: { width: number; height: number };
  /** Launched as the installed app: standalone, after a first visit that installed the service worker. */
  installed?: boolean;
  /** Only reported: every figure it gives is printed, none judged. `npm test` leaves it out. */
  reportedOnly?: true;
  run: Scenario;
}

const scenarios: InteractionScenario[] = [
  {
    path: '/',
    scriptFreeReference: true,
    run: async (page, url) => {
      await page.goto(url('/'), { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.waitFor({ state: 'visible' });
      const atFirstPaint = await tapAndWait(page, button, 'menu');
      await page.keyboard.press('Escape');
      const now = await page.evaluate(() => performance.now());
      await page.waitForTimeout(Math.max(0, interactionBudget.readingMs - now));
      const afterReading = await tapAndWait(page, button, 'menu');
      return {
        'Menu, tapped as soon as it shows': atFirstPaint,
        'Menu, tapped after 3 s of reading': afterReading,
      };
    },
  },
  {
    path: '/auth',
    scriptFreeReference: true,
    run: async (page, url, scripts): Promise<Record<string, number | null>> => {
      await page.goto(url('/auth'), { waitUntil: 'commit' });
      const signUp = page.getByRole('main').getByRole('link', { name: 'Sign Up' });
      await signUp.waitFor({ state: 'visible' });
      const switched = await tapAndWait(page, signUp, 'sign-up');
      if (scripts === 'blocked') return { "/auth's Sign Up, tapped as soon as it shows": switched };
      await page.getByLabel('Email').tap();
      const started = await appStartedAfter(page, async () => (await readProbe(page)).fieldFocusAt);
      return {
        "/auth's Sign Up, tapped as soon as it shows": switched,
        ...(await startUpFigures(
          page,
          {
            start: '/auth: first focus → the form hydrated',
            task: '/auth: the longest task while the app starts',
          },
          started,
        )),
      };
    },
  },
  {
    path: '/services/ai-services',
    scriptFreeReference: true,
    run: async (page, url, scripts): Promise<Record<string, number | null>> => {
      await page.goto(url('/services/ai-services'), { waitUntil: 'commit' });
      const study = page.getByText('Read Case Study').first();
      await study.waitFor({ state: 'visible' });
      const caseStudy = await tapAndWait(page, study, 'case-study');
      if (scripts === 'blocked')
        return { 'A case study (disclosure), tapped as soon as it shows': caseStudy };
      const share = page.getByRole('link', { name: /^Share this page/ });
      // Until boot has run (just before DOMContentLoaded), a tap follows the link to WhatsApp, as it
      // does without scripts, and leaves the page: on a fast host the case study's tap comes that early.
      await page.waitForLoadState('domcontentloaded');
      return {
        'A case study (disclosure), tapped as soon as it shows': caseStudy,
        'Share (Web Share), tapped before the app loads': await tapAndWait(page, share, 'share'),
      };
    },
  },
  {
    // The header's Appearance button (wide screens only) opens the menu's scheme choice with no
    // script; a pick needs the boot module, which has run by the load event, the app not yet.
    path: '/services/ai-services',
    viewport: { width: 1440, height: 900 },
    scriptFreeReference: true,
    run: async (page, url, scripts): Promise<Record<string, number | null>> => {
      await page.goto(url('/services/ai-services'), { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: 'Appearance' });
      await button.waitFor({ state: 'visible' });
      const opened = await tapAndWait(page, button, 'appearance');
      if (scripts === 'blocked')
        return { 'Appearance (1440 px), tapped as soon as it shows': opened };
      await page.waitForFunction(() => document.readyState === 'complete');
      const dark = await tapAndWait(page, page.getByRole('radio', { name: 'Dark' }), 'dark');
      return {
        'Appearance (1440 px), tapped as soon as it shows': opened,
        'Appearance: Dark, tapped before the app loads': dark,
      };
    },
  },
  {
    path: '/contact',
    run: async (page, url) => {
      await page.goto(url('/contact'), { waitUntil: 'load' });
      await page.getByLabel('Full Name').tap();
      const started = await appStartedAfter(page, async () => (await readProbe(page)).fieldFocusAt);
      return startUpFigures(
        page,
        {
          start: "/contact: first focus → the app's Send ready",
          task: '/contact: the longest task while the app starts',
        },
        started,
      );
    },
  },
  {
    path: '/',
    installed: true,
    reportedOnly: true,
    run: async (page, url) => {
      await page.goto(url('/'), { waitUntil: 'commit' });
      // The installed app starts the app after first paint: from navigation (time 0 on its clock).
      // Its longest task is not judged: 160–408 ms in three runs on 27 Nov, with the service worker
      // starting in the same window.
      return {
        'Installed app: launch → hydrated': (await appStartedAfter(page, async () => 0)).ms,
      };
    },
  },
];

/** An installed app's window: its display mode is standalone (Chromium ignores it in emulated media). */
const standaloneDisplay = `(() => {
  const matchMedia = window.matchMedia.bind(window);
  // \`matches\` is a getter on the prototype: an object inheriting the rest answers true.
  window.matchMedia = (query) =>
    query === '(display-mode: standalone)'
      ? Object.defineProperty(Object.create(matchMedia(query)), 'matches', { value: true })
      : matchMedia(query);
})();`;

/** The earlier visit that installed the app: its service worker active, the site precached. */
async function installServiceWorker(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, {
    timeout: 60_000,
  });
}

/** What the page showed when a figure got no answer: enough to tell the site's fault from the harness's. */
async function noAnswerNote(page: Page, trouble: readonly string[]): Promise<string> {
  const state = await Promise.all([
    readProbe(page),
    page.evaluate(
      (mark) => ({
        started: performance.getEntriesByName(mark).length > 0,
        at: location.pathname + location.hash,
      }),
      APP_STARTED_MARK,
    ),
  ])
    .then(([probe, { started, at }]) => ({
      tapped: probe.inputAt !== null,
      focused: probe.fieldFocusAt !== null,
      started,
      at,
    }))
    .catch((error: unknown) => `the page could not be read (${String(error)})`);
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    typeof state === 'string'
      ? state
      : `at ${state.at}: a tap arrived ${yesNo(state.tapped)}, a field focused ${yesNo(state.focused)}, the app started ${yesNo(state.started)}`,
    ...trouble.slice(0, 5),
  ].join('; ');
}

/** One run of `scenario`: its figures, and a note on the page for those that got no answer. */
async function runOnce(
  browser: Browser,
  origin: string,
  scenario: InteractionScenario,
  scripts: 'loaded' | 'blocked',
): Promise<{ measured: Record<string, number | null>; note: string | null }> {
  const context = await browser.newContext({
    viewport: scenario.viewport ?? interactionBudget.viewport,
    isMobile: !scenario.viewport,
    hasTouch: true,
    serviceWorkers: scenario.installed ? 'allow' : 'block',
    ignoreHTTPSErrors: true,
  });
  try {
    // Routed only where a reference is taken, so that the site's runs and the reference's pay alike.
    if (scenario.scriptFreeReference) await routeScriptFiles(context, scripts);
    const page = await context.newPage();
    await page.addInitScript(instrumentation);
    if (scenario.installed) {
      await page.addInitScript(standaloneDisplay);
      await installServiceWorker(page, new URL(scenario.path, origin).href);
    }
    // Blocked scripts fail by design: only the site's own failures are worth a note.
    const trouble: string[] = [];
    if (scripts === 'loaded') {
      page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        trouble.push(`${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`),
      );
    }
    await throttleLikeAPhone(context, page, interactionBudget.cpuSlowdown);
    const measured = await scenario.run(page, (path) => new URL(path, origin).href, scripts);
    const unanswered = Object.values(measured).some((ms) => ms === null);
    return { measured, note: unanswered ? await noAnswerNote(page, trouble) : null };
  } finally {
    await context.close();
  }
}

/**
 * Asks the server once for every script and style of the build, compressed. Firebase Hosting serves
 * them compressed from its cache; the production front (production-front.ts) compresses each on its first request (brotli at its
 * default level, seconds for the app's scripts on a busy 2-core machine), which would otherwise be
 * counted into the first start-up measured: the scenarios before it never start the app.
 */
async function primeCompression(origin: string, publicDir: string): Promise<void> {
  const assets = path.join(publicDir, 'assets');
  const files = (await readdir(assets)).filter((file) => /\.(?:js|css)$/.test(file));
  const session = connect(origin, { rejectUnauthorized: false });
  try {
    await Promise.all(
      files.map(
        (file) =>
          new Promise<void>((resolve, reject) => {
            const stream = session.request({
              ':path': `/assets/${file}`,
              'accept-encoding': 'br, gzip',
            });
            stream.on('error', reject);
            stream.on('end', resolve);
            stream.resume();
          }),
      ),
    );
  } finally {
    session.close();
  }
}

/**
 * The site as a phone reaches Firebase Hosting: HTTP/2 over TLS, `root`'s build and its Hosting config, its
 * scripts and styles already compressed (primeCompression).
 */
export async function startPhoneSite(
  root: string,
  /** Another build than firebase.json's `public`, relative to `root`. */
  publicDir?: string,
) {
  const server = await startProductionSite({ root, publicDir, tls: await throwawayCertificate() });
  await primeCompression(server.url, path.resolve(root, publicDir ?? defaultPublicDir(root)));
  return server;
}

/** The reference start-up (reference-start-up.ts), built and served as the phone site is. */
export async function startReferenceStartUpSite(root: string) {
  const built = await buildReferenceStartUp();
  const server = await startPhoneSite(root, built.dir).catch(async (error: unknown) => {
    await built.remove();
    throw error;
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await built.remove();
    },
  };
}

/** One Chromium for every measurement in a real browser; it accepts the throwaway certificate. */
export function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--ignore-certificate-errors'],
  });
}

/**
 * Measures every scenario `runs` times (three) on the site at `origin` (startPhoneSite's), the runs of
 * each scenario one after another, each run of a scenario with script-free taps followed by its
 * reference run. Judged by `interactionProblems`. `judgedOnly` leaves out the scenarios that judge
 * nothing (npm test's run). `confirmUpTo`: a scenario whose `runs` miss a failing budget (judged as on
 * the quiet host) is measured again up to that many runs, and the median decides: npm test measures
 * each once and a miss three times, which fails exactly when three runs' median would, in a third of
 * the time when nothing misses.
 */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  {
    runs = interactionBudget.runs,
    confirmUpTo = runs,
    judgedOnly = false,
    paths,
    referenceStartUp,
  }: {
    runs?: number;
    confirmUpTo?: number;
    judgedOnly?: boolean;
    paths?: readonly string[];
    /** Where the reference start-up is served (reference-start-up.ts): after each field's start-up. */
    referenceStartUp?: string;
  } = {},
): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = [];
  for (const scenario of scenarios) {
    if (judgedOnly && scenario.reportedOnly) continue;
    if (paths && !paths.includes(scenario.path)) continue;
    const samples = new Map<string, (number | null)[]>();
    const references = new Map<string, (number | null)[]>();
    const notes = new Map<string, string[]>();
    const measure = async (scripts: 'loaded' | 'blocked', into: typeof samples) => {
      const { measured, note } = await runOnce(browser, origin, scenario, scripts);
      add(into, measured);
      for (const [what, ms] of Object.entries(measured))
        if (ms === null && note !== null)
          notes.set(what, [
            ...(notes.get(what) ?? []),
            `${scripts === 'blocked' ? 'without its scripts, ' : ''}${note}`,
          ]);
      return measured;
    };
    await measureConfirmingMisses(
      { runs, confirmUpTo },
      async () => {
        const measured = await measure('loaded', samples);
        for (const [what, ms] of Object.entries(measured))
          if (what.endsWith(FLOOR) && ms !== null && referenceStartUp)
            for (let run = 0; run < interactionBudget.referenceStartUpRuns; run += 1)
              add(samples, {
                [`${what.slice(0, -FLOOR.length)}${REFERENCE_START_UP}`]:
                  await referenceOverFloorMs(
                    browser,
                    referenceStartUp,
                    phoneContext,
                    interactionBudget.cpuSlowdown,
                  ),
              });
        if (scenario.scriptFreeReference) await measure('blocked', references);
      },
      () => interactionProblems(rowsOf(samples, references, notes), 1).againstReference.length > 0,
    );
    rows.push(...rowsOf(samples, references, notes));
  }
  return rows;
}

function add(into: Map<string, (number | null)[]>, measured: Record<string, number | null>) {
  for (const [what, ms] of Object.entries(measured))
    into.set(what, [...(into.get(what) ?? []), ms]);
}

/** A scenario's rows: each figure's median, with its reference and network floor where it has them. */
function rowsOf(
  samples: ReadonlyMap<string, (number | null)[]>,
  references: ReadonlyMap<string, (number | null)[]>,
  notes: ReadonlyMap<string, string[]>,
): InteractionRow[] {
  const folded = (what: string) =>
    what.endsWith(FLOOR) || what.endsWith(BYTES) || what.endsWith(REFERENCE_START_UP);
  return [...samples]
    .filter(([what]) => !folded(what))
    .map(([what, values]) => {
      const kind = what.includes('longest task') ? 'task' : what.includes('→') ? 'start' : 'tap';
      const reference = references.get(what);
      const floor = samples.get(`${what}${FLOOR}`);
      const bytes = samples.get(`${what}${BYTES}`);
      const referenceOver = samples.get(`${what}${REFERENCE_START_UP}`);
      return {
        what,
        kind,
        runs: values.length,
        ms: medianOfRuns(values),
        noAnswer: notes.get(what) ?? [],
        maxMs: {
          tap: interactionBudget.maxTapMs,
          start: interactionBudget.maxStartMs,
          task: interactionBudget.maxStartTaskMs,
        }[kind],
        ...(reference
          ? {
              reference: {
                ms: medianOfRuns(reference),
                addedMs: addedOverReference(values, reference),
              },
            }
          : {}),
        ...(floor && bytes
          ? {
              networkFloor: {
                ms: medianOfMeasured(floor),
                bytes: medianOfMeasured(bytes),
                referenceOverMs: referenceOver ? medianOfMeasured(referenceOver) : null,
              },
            }
          : {}),
      };
    });
}

/** A row's budget on this host: × the host factor, except a start-up task's (`maxStartTaskMs` says why). */
const budgetOnHost = (row: InteractionRow, factor: number) =>
  row.kind === 'task' ? row.maxMs : row.maxMs * factor;

/**
 * A field start-up's host factor: the reference start-up's time over its floor, measured after each of
 * its runs, against its time on the quiet host; 1 where it was not measured.
 */
const startUpFactor = (row: InteractionRow) =>
  Math.max(
    1,
    (row.networkFloor?.referenceOverMs ?? 0) / interactionBudget.referenceStartUpQuietOverMs,
  );

/**
 * A field start-up's limit on this host at `over` × its network floor, the part over the floor ×
 * `startUpFactor`; null for a row without a floor.
 */
const allowedStartUpMs = (row: InteractionRow, over: number) =>
  row.networkFloor?.ms != null
    ? allowedOverFloorMs(row.networkFloor.ms, over, startUpFactor(row))
    : null;

/**
 * Failing: the taps to which the site's scripts add more than `maxAddedTapMs` × the host factor over
 * the script-free reference, a start-up's longest task over `maxStartTaskMs` as it is, and a field's
 * start-up over `failingOverNetworkFloor` of its network floor (× `startUpFactor`). Reported: a start-up
 * over `maxOverNetworkFloor` of it, and every other row over its absolute budget × the host factor (the
 * taps and start-ups that have no script-free reference are judged only so, and the page alone misses
 * the absolute tap budget on the CI machine).
 */
export function interactionProblems(
  rows: readonly InteractionRow[],
  factor: number,
): { againstReference: string[]; absolute: string[] } {
  const maxAddedMs = interactionBudget.maxAddedTapMs * factor;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const overAbsolute = (row: InteractionRow) =>
    row.ms === null || row.ms > budgetOnHost(row, factor);
  const unanswered = (row: InteractionRow) =>
    `no answer in ${row.noAnswer.length} of ${row.runs} runs (${row.noAnswer.join(' | ')})`;
  const absoluteMiss = (row: InteractionRow) =>
    row.ms === null
      ? `${row.what}: ${unanswered(row)}`
      : `${row.what}: ${ms(row.ms)} > ${ms(budgetOnHost(row, factor))} (${row.kind === 'task' ? 'as it is, not scaled by the host' : `${row.maxMs} ms × host ${factor.toFixed(2)}${row.reference?.ms != null ? `; without its scripts ${ms(row.reference.ms)}` : ''}`})`;
  const overFloor = (over: number) => (row: InteractionRow) => {
    const allowed = allowedStartUpMs(row, over);
    return allowed !== null && row.ms !== null && row.ms > allowed;
  };
  const floorMiss = (over: number) => (row: InteractionRow) => {
    const floor = row.networkFloor?.ms ?? 1;
    const reference = row.networkFloor?.referenceOverMs;
    return `${row.what}: ${ms(row.ms ?? 0)}, ${((row.ms ?? 0) / floor).toFixed(2)}× its network floor of ${ms(floor)} > ${((allowedStartUpMs(row, over) ?? 0) / floor).toFixed(2)}× (${over}×, the part over the floor × ${startUpFactor(row).toFixed(2)}: the reference start-up ${reference == null ? 'not measured' : `${ms(reference)} over its floor, against ${interactionBudget.referenceStartUpQuietOverMs} ms quiet`})`;
  };
  const { maxOverNetworkFloor: wanted, failingOverNetworkFloor: failing } = interactionBudget;
  return {
    againstReference: [
      ...rows.flatMap((row) =>
        !row.reference || (row.reference.addedMs !== null && row.reference.addedMs <= maxAddedMs)
          ? []
          : [
              `${row.what}: its scripts add ${row.reference.addedMs === null ? 'an unmeasured time' : ms(row.reference.addedMs)} over the page without them > ${ms(maxAddedMs)} (${interactionBudget.maxAddedTapMs} ms × host ${factor.toFixed(2)})`,
            ],
      ),
      ...rows.filter((row) => row.kind === 'task' && overAbsolute(row)).map(absoluteMiss),
      ...rows.filter(overFloor(failing)).map(floorMiss(failing)),
    ],
    absolute: [
      ...rows.filter((row) => row.kind !== 'task' && overAbsolute(row)).map(absoluteMiss),
      // Runs without an answer that the others outvoted: reported with what the page showed.
      ...rows
        .filter((row) => row.ms !== null && row.noAnswer.length > 0)
        .map((row) => `${row.what}: ${unanswered(row)}; the median of the others counts`),
      ...rows
        .filter((row) => overFloor(wanted)(row) && !overFloor(failing)(row))
        .map(floorMiss(wanted)),
    ],
  };
}

/** The rows for the budget report, with each budget on this host (`budgetOnHost`). */
export function interactionTable(rows: readonly InteractionRow[], factor: number): string {
  const runCounts = new Set(rows.map((row) => row.runs));
  const [runs = interactionBudget.runs] = runCounts;
  const measured =
    runCounts.size > 1
      ? `one run each, ${Math.max(...runCounts)} where the first missed (the median)`
      : runs === 1
        ? 'one run each'
        : `median of ${runs}`;
  const ms = (value: number | null | undefined) =>
    value === null || value === undefined ? 'no answer' : `${Math.round(value)} ms`;
  const allowedOnHost = (row: InteractionRow, over: number) => {
    const allowed = allowedStartUpMs(row, over);
    return allowed !== null && row.networkFloor?.ms
      ? `${(allowed / row.networkFloor.ms).toFixed(2)}×`
      : '–';
  };
  return [
    `Interactions in a real browser (Chromium, 375 px, CPU ${interactionBudget.cpuSlowdown}× slower, DevTools "3G", HTTP/2, first visit; ${measured}; host factor ${factor.toFixed(2)}). A tap the page answers without its scripts is also measured with them blocked; what the scripts add fails the run above ${Math.round(interactionBudget.maxAddedTapMs * factor)} ms:`,
    '',
    '| Interaction | Measured | Budget on this host | Without its scripts | Added by its scripts |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${ms(row.ms)} | ${Math.round(budgetOnHost(row, factor))} ms${row.kind === 'task' ? '' : ' (reported)'} | ${row.reference ? ms(row.reference.ms) : '–'} | ${row.reference ? ms(row.reference.addedMs) : '–'} |`,
    ),
    '',
    `A field's start-up against its network floor (network-floor.ts: one round trip of DevTools' "3G" and the app's scripts at its throughput), the part over the floor × the start-up's host factor (the reference start-up's time over its own floor, measured after each run, against ${interactionBudget.referenceStartUpQuietOverMs} ms quiet): wanted within ${interactionBudget.maxOverNetworkFloor}× (reported), failing the run above ${interactionBudget.failingOverNetworkFloor}×:`,
    '',
    "| Start-up | Measured | The app's scripts | Network floor | Measured over floor | Reference start-up over its floor | Wanted on this host | Fails above |",
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows
      .filter((row) => row.networkFloor)
      .map(
        (row) =>
          `| ${row.what} | ${ms(row.ms)} | ${row.networkFloor?.bytes == null ? '–' : `${(row.networkFloor.bytes / 1000).toFixed(1)} kB`} | ${ms(row.networkFloor?.ms)} | ${row.ms !== null && row.networkFloor?.ms ? `${(row.ms / row.networkFloor.ms).toFixed(2)}×` : '–'} | ${ms(row.networkFloor?.referenceOverMs)} | ${allowedOnHost(row, interactionBudget.maxOverNetworkFloor)} | ${allowedOnHost(row, interactionBudget.failingOverNetworkFloor)} |`,
      ),
  ].join('\n');
}

// Alone: npx tsx scripts/budgets/interactions.ts [--public <dir>] [--runs <n>] [--paths /auth,/contact]
// (dist/ unless another build is named): the scenarios between two samples of the host factor.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const server = await startPhoneSite(root, optionValue('--public'));
  const referenceStartUp = await startReferenceStartUpSite(root);
  const browser = await launchMeasuringBrowser();
  try {
    const { result, host } = await withHostFactor(browser, () =>
      measureInteractions(browser, server.url, {
        runs: Number(optionValue('--runs') ?? interactionBudget.runs),
        paths: optionValue('--paths')?.split(','),
        referenceStartUp: referenceStartUp.url,
      }),
    );
    console.log(`Host factor ${describeHost(host)}\n\n${interactionTable(result, host.factor)}`);
    const { againstReference, absolute } = interactionProblems(result, host.factor);
    if (absolute.length > 0) console.warn(`\nReported:\n- ${absolute.join('\n- ')}`);
    if (againstReference.length > 0) {
      console.error(`\nBudgets missed:\n- ${againstReference.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await referenceStartUp.close();
    await server.close();
  }
}
