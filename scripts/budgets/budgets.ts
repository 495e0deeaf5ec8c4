/**
 * `npm run budgets`: the performance budgets, measured on the production build served as Firebase Hosting
 * serves it. Lighthouse (mobile defaults, simulated throttling, Debian Chromium) on six pages, a real
 * throttled browser on two (budgets/real-browser.ts), what a tap costs on a throttled phone over HTTP/2
 * (budgets/interactions.ts), typing at once while the app loads (budgets/typing.ts), plus the size of
 * the JavaScript the home page fetches eagerly, and whether every indexable page arrives in its
 * connection's first round trip (budgets/first-round-trip.ts). Prints a table (also written to
 * .lighthouse/budgets.md) and exits non-zero when a budget is missed. `npm run budgets -- --all` runs
 * Lighthouse once on every indexable route (the sitemap's) instead, judged the same way, and writes
 * .lighthouse/budgets-all.md.
 *
 * Timings are judged against the host they run on: each group of timings is measured between two
 * samples of a fixed reference (budgets/host-factor.ts), and its budgets are multiplied by how much
 * slower than the quiet machine the reference ran. Sizes, the first round trip, layout shift and the
 * other Lighthouse categories do not move with the host and are judged as they are.
 *
 * `--site-url <url>` measures a local stack that is already running (npm test shares the end-to-end
 * tests' stack) instead of starting one. `--self-test` shows that the budgets fail on real regressions
 * (budgets/self-test.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from '@playwright/test';
import { optionValue } from './command-line';
import { measureFirstRoundTrip } from './first-round-trip';
import { measureFirstVisitBytes } from './first-visit-bytes';
import { measureConversationPage } from './conversation-page';
import {
  backToBackHostFactor,
  describeHost,
  measureReference,
  withHostFactor,
  type HostFactor,
} from './host-factor';
import {
  interactionBudget,
  interactionProblems,
  interactionTable,
  launchMeasuringBrowser,
  measureInteractions,
  startPhoneSite,
  startReferenceStartUpSite,
} from './interactions';
import { budgetPages, budgets, type PageBudget } from './lighthouse-budgets';
import {
  measureRealBrowser,
  realBrowserBudget,
  realBrowserProblems,
  type RealBrowserRow,
} from './real-browser';
import { isAdminFile } from '../build/admin-chunk';
import { bookingBudget, bookingProblems, bookingTable, measureBooking } from './booking';
import { runSelfTest } from './self-test';
import { checkTypingAtOnce, keyLatencyProblems, launchTypingBrowser, typingTable } from './typing';
import { chromiumFlags, chromiumPath, headlessShellPath } from '../test/chromium';
import { startLocalStack } from '../dev/local-stack';
import { median } from './runs';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist');

const allRoutes = process.argv.includes('--all');
/**
 * What `npm test` runs: only what can fail the run, once. Lighthouse runs once per page, without its
 * performance category (its timings are only reported, and measured beside the typing they would only
 * report that overlap) but with layout shift; the real browser's LCP and the installed app's launch,
 * both reported, are left to `npm run budgets`; sizes, audits, layout shift, taps and keys against
 * their reference, start-up tasks and typing are measured as always, the bytes beside Lighthouse.
 */
const gateOnly = process.argv.includes('--gate');
/**
 * The failing timings reported instead, not failing the run: for a look at a host the budgets were not
 * set on. npm test does not pass it.
 */
const timingsWarn = process.argv.includes('--timings-warn');
const runningSiteUrl = optionValue('--site-url');
/**
 * With `--gate`, one half of it: `untimed` (Lighthouse's scores and layout shift, the bytes of the first
 * round trip, the first visit and the scripts), which no other load on the host can move, and `timed`
 * (typing, the taps and the start-ups, the booking), which must run alone. npm test runs the untimed half
 * beside the end-to-end tests and the timed half after them.
 */
const part = optionValue('--part');
if (part !== undefined && (!gateOnly || !['timed', 'untimed'].includes(part))) {
  throw new Error('--part is timed or untimed, with --gate');
}
const measuresUntimed = part !== 'timed';
const measuresTimed = part !== 'untimed';
/** A run that Lighthouse itself aborts (e.g. NO_FCP on a busy machine) is tried again, this often. */
const maxAttemptsPerRun = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageResult {
  path: string;
  runs: number;
  /** NaN for a category, or a timing, the runs did not measure (performance in `--gate`). */
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  failedAudits: string[];
}

/** `import{…}from"./x.js"` and `import"./x.js"` as the bundler writes them, not `import("./x.js")`. */
const staticImport = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;

/** The home page's eagerly fetched JavaScript: the entry module and every modulepreload, gzipped. */
async function eagerJavaScript(): Promise<{
  files: string[];
  gzipKb: number;
  containsFirebase: boolean;
}> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  // A static import is fetched before the importing module runs: follow them, so a library pulled into
  // the boot module by one helper it imports counts here (dynamic imports are the point, and don't).
  const files = await staticClosure(
    [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1] ?? ''),
  );
  let bytes = 0;
  let containsFirebase = false;
  for (const file of files) {
    const source = await readFile(path.join(distDir, file));
    bytes += gzipSync(source, { level: 9 }).length;
    // Every Firebase SDK module registers itself under this name; none may load before first paint.
    if (source.includes('@firebase/app') || source.includes('FirebaseError'))
      containsFirebase = true;
  }
  return { files, gzipKb: bytes / 1024, containsFirebase };
}

/** A module and the modules it imports statically, as root-relative URLs, once each. */
async function staticClosure(entries: readonly string[]): Promise<string[]> {
  const files = [...entries];
  for (let index = 0; index < files.length; index += 1) {
    const file = files[index]!;
    const source = (await readFile(path.join(distDir, file))).toString();
    for (const [, imported] of source.matchAll(staticImport)) {
      const url = new URL(imported!, `https://site.invalid${file}`).pathname;
      if (!files.includes(url)) files.push(url);
    }
  }
  return files;
}

/** What the field-data collector adds after load: its chunk and what it imports beyond the eager set. */
async function fieldDataCollector(eagerFiles: readonly string[]): Promise<number> {
  const chunk = (await readdir(path.join(distDir, 'assets'))).find((file) =>
    /^collector-[\w-]+\.js$/.test(file),
  );
  if (!chunk) throw new Error('No collector-*.js in dist/assets: the field-data chunk was renamed');
  const added = (await staticClosure([`/assets/${chunk}`])).filter(
    (file) => !eagerFiles.includes(file),
  );
  let bytes = 0;
  for (const file of added)
    bytes += brotliCompressSync(await readFile(path.join(distDir, file))).length;
  return bytes / 1024;
}

/**
 * The inbox's own code (the admin chunk and /admin's page chunk), brotli, in KB: what an admin's phone
 * downloads beyond the site. Printed, not judged: no visitor downloads it.
 */
async function adminCode(): Promise<number> {
  const files = (await readdir(path.join(distDir, 'assets'))).filter(
    (file) => isAdminFile(`assets/${file}`) || /^admin-page-[\w-]+\.js$/.test(file),
  );
  if (files.length < 2) throw new Error('No admin-*.js and admin-page-*.js in dist/assets');
  let bytes = 0;
  for (const file of files)
    bytes += brotliCompressSync(await readFile(path.join(distDir, 'assets', file))).length;
  return bytes / 1024;
}

/** The home page's eager scripts, the field-data collector's and the inbox's, from dist/. */
async function scriptSizes() {
  const eager = await eagerJavaScript();
  return {
    eager,
    collectorKb: await fieldDataCollector(eager.files),
    adminKb: await adminCode(),
  };
}

/** Every route the sitemap lists: the route table's indexable routes. */
async function sitemapRoutes(): Promise<string[]> {
  const xml = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** With --all: every indexable route, once each. */
async function sitemapPages(): Promise<PageBudget[]> {
  return (await sitemapRoutes()).map((route) => ({
    ...budgetPages.find((page) => page.path === route),
    path: route,
    runs: 1,
  }));
}

type Measurement = Omit<PageResult, 'path' | 'runs'>;

/**
 * What one Lighthouse run measures: `all` the categories; `performance` alone (a page's repeat runs,
 * medians of its timings: the other categories do not vary from run to run, and their audits cost each
 * run about a second); or every category but performance, with layout shift (`untimed`, the gate's).
 */
type AuditScope = 'all' | 'performance' | 'untimed';

async function audit(url: string, port: number, scope: AuditScope): Promise<Measurement> {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(scope === 'untimed'
      ? {
          onlyCategories: categories.filter((id) => id !== 'performance'),
          onlyAudits: ['cumulative-layout-shift'],
        }
      : { onlyCategories: scope === 'all' ? [...categories] : ['performance'] }),
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // Without the performance category a lost trace (NO_NAVSTART, seen on a busy host) is no runtime
  // error: the audits that needed it error instead, and their category scores nothing. Tried again too.
  const judged = new Set([
    'cumulative-layout-shift',
    ...Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs.map((ref) => ref.id)),
  ]);
  const errored = Object.values(lhr.audits).filter(
    (result) => judged.has(result.id) && result.scoreDisplayMode === 'error',
  );
  if (errored.length > 0) {
    throw new Error(
      `Lighthouse failed on ${url}: ${errored.map((result) => `${result.id}: ${result.errorMessage}`).join('; ')}`,
    );
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    // A category this run did not measure (performance in the gate's) scores NaN, as its timings read.
    categories.map((id) => {
      const category = lhr.categories[id];
      return [id, category ? Math.round((category.score ?? 0) * 100) : Number.NaN];
    }),
  ) as PageResult['scores'];
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (result) =>
        result && result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary',
    )
    .map((result) => `${result!.id}: ${result!.title}`);
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    failedAudits,
  };
}

/**
 * Each figure's median over the runs; the categories besides performance from the first run, the only
 * one that judges them; an audit failing in any run is reported.
 */
function medianMeasurement(runs: Measurement[]): Measurement {
  const of = (pick: (run: Measurement) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      categories.map((id) => [
        id,
        id === 'performance' ? of((run) => run.scores[id]) : (runs[0]?.scores[id] ?? 0),
      ]),
    ) as Measurement['scores'],
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

async function auditWithRetries(
  url: string,
  port: number,
  scope: AuditScope,
): Promise<Measurement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, scope);
    } catch (error) {
      if (attempt >= maxAttemptsPerRun) throw error;
      console.warn(`Lighthouse run ${attempt} on ${url} failed, trying again:`, error);
    }
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`);
const score = (value: number) => (Number.isNaN(value) ? '–' : `${value}`);
const runsLabel = (runs: number) => (runs === 1 ? '1' : `median of ${runs}`);

function table(
  results: PageResult[],
  realBrowser: RealBrowserRow[],
  eager: Awaited<ReturnType<typeof eagerJavaScript>>,
): string {
  const rows = results.map(
    (r) =>
      `| ${r.path} | ${runsLabel(r.runs)} | ${score(r.scores.performance)} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${milliseconds(r.tbtMs)} | ${r.cls.toFixed(3)} |`,
  );
  const realBrowserRows = realBrowser.map(
    (r) =>
      `| ${r.path}, real Chromium, 3G, CPU ${realBrowserBudget.cpuSlowdown}× slower | ${runsLabel(r.runs)} | | | | | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} (without its scripts ${seconds(r.referenceLcpMs)}; added ${r.addedLcpMs === null ? '–' : `${Math.round(r.addedLcpMs)} ms`}) | | |`,
  );
  return [
    '| Page | Runs | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    ...realBrowserRows,
    '',
    `Home page JavaScript fetched eagerly (entry + modulepreloads, gzip): ${eager.gzipKb.toFixed(1)} KB in ${eager.files.length} files; Firebase SDK among them: ${eager.containsFirebase ? 'yes' : 'no'}.`,
  ].join('\n');
}

/**
 * The budgets missed: `timing` (TBT, and LCP, which the page without its scripts misses on the CI
 * machine), reported; and `other` (bytes, layout, audits), failing.
 */
interface Misses {
  timing: string[];
  other: string[];
}

function check(
  pages: PageBudget[],
  results: PageResult[],
  eager: Awaited<ReturnType<typeof eagerJavaScript>>,
  factor: number,
): Misses {
  const timing: string[] = [];
  const other: string[] = [];
  for (const r of results) {
    const page = pages.find((p) => p.path === r.path);
    const onHost = (ms: number) =>
      `${Math.round(ms * factor)} ms (${ms} ms × host ${factor.toFixed(2)})`;
    const maxLcpMs = page?.maxLcpMs ?? budgets.maxLcpMs;
    if (r.lcpMs > maxLcpMs * factor)
      timing.push(`${r.path}: LCP ${Math.round(r.lcpMs)} ms > ${onHost(maxLcpMs)}`);
    if (page?.maxTbtMs !== undefined && r.tbtMs > page.maxTbtMs * factor)
      timing.push(`${r.path}: TBT ${Math.round(r.tbtMs)} ms > ${onHost(page.maxTbtMs)}`);
    if (page?.maxCls !== undefined && r.cls > page.maxCls)
      other.push(`${r.path}: CLS ${r.cls.toFixed(3)} > ${page.maxCls}`);
    for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
      if (id === 'seo' && page?.judgeSeo === false) continue;
      if (r.scores[id] < budgets.minOtherCategories) {
        other.push(
          `${r.path}: ${id} ${r.scores[id]} < ${budgets.minOtherCategories} (${r.failedAudits.join('; ')})`,
        );
      }
    }
  }
  if (eager.gzipKb > budgets.home.maxEagerJsKb) {
    other.push(
      `home eager JavaScript ${eager.gzipKb.toFixed(1)} KB > ${budgets.home.maxEagerJsKb} KB gzip`,
    );
  }
  if (eager.containsFirebase) other.push('home fetches Firebase SDK code before first paint');
  return { timing, other };
}

/** Busy and total CPU time so far, summed over every core. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/**
 * Lighthouse multiplies the task durations it observes; anything else using the CPU (the end-to-end
 * stack still shutting down, say) inflates TBT. Waits, up to a minute, for three quiet seconds in a row.
 */
async function waitForQuietMachine(
  maxBusyShare = 0.15,
  quietSecondsNeeded = 3,
  maxWaitSeconds = 60,
) {
  let quietSeconds = 0;
  for (let waited = 0; waited < maxWaitSeconds && quietSeconds < quietSecondsNeeded; waited += 1) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes();
    const busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quietSeconds = busyShare <= maxBusyShare ? quietSeconds + 1 : 0;
  }
  if (quietSeconds < quietSecondsNeeded) {
    console.warn(`The machine stayed busy for ${maxWaitSeconds} s; measuring anyway.`);
  }
}

/** Lighthouse on each page, in a Chromium of its own that is gone before anything else is measured. */
async function auditPages(
  pages: PageBudget[],
  baseUrl: string,
  timed: boolean,
): Promise<PageResult[]> {
  // The untimed audits judge no clock, so they run in Debian's headless shell, the browser tests'
  // (scripts/test/chromium.ts): the same Blink, in less CPU beside the end-to-end tests. Timings are
  // the full browser's, as a phone runs one.
  const chrome = await chromeLauncher.launch(
    timed
      ? { chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] }
      : { chromePath: headlessShellPath, chromeFlags: [...chromiumFlags] },
  );
  try {
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs: Measurement[] = [];
      for (let run = 0; run < page.runs; run += 1) {
        const scope = !timed ? 'untimed' : run === 0 ? 'all' : 'performance';
        runs.push(await auditWithRetries(new URL(page.path, baseUrl).href, chrome.port, scope));
      }
      results.push({ path: page.path, runs: runs.length, ...medianMeasurement(runs) });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
};

/**
 * Both results, once both have settled: when one fails, the other still ends and cleans up after itself
 * (Lighthouse kills its Chromium) before the error ends the process. With Promise.all, a Hosting emulator
 * that failed to start left Lighthouse's Chromium running after the step had failed.
 */
async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/** Measures every budget, prints and writes the report, and sets a failing exit code on a miss. */
async function measureAndJudge() {
  // The site as `npm start -- --preview` serves it, with the local backend: /auth and /profile talk to it.
  const stack = runningSiteUrl ? null : await startLocalStack({ site: 'preview', persist: false });
  const siteUrl = runningSiteUrl ?? stack!.siteUrl;
  // The measuring browser times the host factor and the taps, launched when first asked for (the untimed
  // half never asks); the phone site serves the taps and keys.
  let measuring: Promise<Browser> | undefined;
  const measuringBrowser = () => (measuring ??= launchMeasuringBrowser());
  // The timed phases run one after another: each shares its host factor's samples with its neighbours.
  const betweenSamples = backToBackHostFactor(async () =>
    measureReference(await measuringBrowser()),
  );
  /** A phase of `work` in the measuring browser, between two samples of the host factor. */
  const hostFactorPhase = <T>(name: string, work: (browser: Browser) => Promise<T>) =>
    phase(name, async () => {
      const browser = await measuringBrowser();
      return betweenSamples(() => work(browser));
    });
  const phoneSite = measuresTimed ? await startPhoneSite(root) : null;
  // What a field's start-up is judged against besides its floor (budgets/reference-start-up.ts): only
  // the interactions measure field start-ups, and `--all` measures no interactions.
  const referenceStartUp =
    measuresTimed && !allRoutes ? await startReferenceStartUpSite(root) : null;
  try {
    const routes = await sitemapRoutes();
    const pages = allRoutes
      ? await sitemapPages()
      : budgetPages.map((page) => (gateOnly ? { ...page, runs: 1 } : page));
    // What judges no timing: the bytes of the first round trip and the first visit (beside Lighthouse
    // in the gate).
    const untimedChecks = async () => ({
      firstRoundTrip: await phase('first round trip', () => measureFirstRoundTrip(root, routes)),
      conversationPage: await phase('conversation page', () =>
        measureConversationPage(root, distDir),
      ),
      firstVisit: allRoutes ? null : await phase('first visit', () => measureFirstVisitBytes(root)),
    });
    // Untimed in the gate: no timing to scale, so no host factor either.
    const lighthouse = () =>
      phase('Lighthouse', (): Promise<{ result: PageResult[]; host: HostFactor | null }> =>
        gateOnly
          ? auditPages(pages, siteUrl, false).then((result) => ({ result, host: null }))
          : measuringBrowser().then((browser) =>
              withHostFactor(browser, () => auditPages(pages, siteUrl, true)),
            ),
      );
    // The gate judges Lighthouse's scores, layout shift and audits and only reports its timings: the
    // untimed checks run beside it, on the core it leaves idle. Otherwise Lighthouse waits for a quiet
    // machine and runs alone, its medians steadier.
    const [{ firstRoundTrip, conversationPage, firstVisit }, lighthouseRun] = !measuresUntimed
      ? [{ firstRoundTrip: null, conversationPage: null, firstVisit: null }, null]
      : gateOnly
        ? await bothSettled(untimedChecks(), lighthouse())
        : [await untimedChecks(), await waitForQuietMachine().then(lighthouse)];
    const results = lighthouseRun?.result ?? [];
    const realBrowser = gateOnly
      ? null
      : await hostFactorPhase('real browser', (browser) => measureRealBrowser(browser, siteUrl));
    // Typing: every character kept, and its keys' latency against the same keys without scripts,
    // typed right after, between two samples of the host factor. Alone, as the other timings are:
    // beside Lighthouse, its load came and went between a journey and its reference.
    const typing =
      allRoutes || !phoneSite
        ? null
        : await phase('typing', async () => {
            const typingBrowser = await launchTypingBrowser();
            try {
              return await betweenSamples(() => checkTypingAtOnce(typingBrowser, phoneSite.url));
            } finally {
              await typingBrowser.close();
            }
          });
    const interactions =
      allRoutes || !phoneSite
        ? null
        : await hostFactorPhase('interactions', (browser) =>
            measureInteractions(browser, phoneSite.url, {
              judgedOnly: gateOnly,
              referenceStartUp: referenceStartUp?.url,
              // Once in the gate, three times where that run misses a failing budget.
              ...(gateOnly ? { runs: 1, confirmUpTo: interactionBudget.runs } : {}),
            }),
          );
    // Booking with the site's functions: the stack's Hosting emulator, not the static phone site.
    // Once in the gate, three times when that run misses a failing budget (measureBooking); the
    // median of three otherwise.
    const booking =
      allRoutes || !measuresTimed
        ? null
        : await hostFactorPhase('booking', (browser) =>
            gateOnly
              ? measureBooking(browser, siteUrl, root, 1, bookingBudget.runs)
              : measureBooking(browser, siteUrl, root),
          );
    // The build's script sizes, judged with the untimed half.
    const sizes = measuresUntimed ? await scriptSizes() : null;
    const report = [
      `Host factor (budgets/host-factor.ts): ${lighthouseRun?.host ? `Lighthouse ${describeHost(lighthouseRun.host)}` : 'Lighthouse untimed'}${realBrowser ? `; real browser ${describeHost(realBrowser.host)}` : ''}${interactions ? `; interactions ${describeHost(interactions.host)}` : ''}${typing ? `; typing ${describeHost(typing.host)}` : ''}${booking ? `; booking ${describeHost(booking.host)}` : ''}.`,
      sizes ? table(results, realBrowser?.result ?? [], sizes.eager) : '',
      interactions ? interactionTable(interactions.result, interactions.host.factor) : '',
      typing ? typingTable(typing.result.rows, typing.result.keyRows, typing.host.factor) : '',
      booking ? bookingTable(booking.result, booking.host.factor) : '',
      ...(sizes
        ? [
            `Field-data collector, loaded after first paint (brotli, beyond the boot module): ${sizes.collectorKb.toFixed(1)} KB.`,
            `The inbox's own code, loaded only by /admin (brotli, admin-*.js and admin-page-*.js): ${sizes.adminKb.toFixed(1)} KB.`,
          ]
        : []),
      firstRoundTrip?.summary ?? '',
      conversationPage?.summary ?? '',
      firstVisit?.table ?? '',
    ]
      .filter((section) => section !== '')
      .join('\n\n');
    console.log(`\n${report}\n`);
    await mkdir(path.join(root, '.lighthouse'), { recursive: true });
    const reportFile = allRoutes ? 'budgets-all.md' : part ? `budgets-${part}.md` : 'budgets.md';
    await writeFile(path.join(root, '.lighthouse', reportFile), `${report}\n`);
    const misses = sizes
      ? check(pages, results, sizes.eager, lighthouseRun?.host?.factor ?? 1)
      : { timing: [], other: [] };
    const interactionMisses = interactions
      ? interactionProblems(interactions.result, interactions.host.factor)
      : { againstReference: [], absolute: [] };
    // Fail the run: taps and keys against the page without scripts, and a start-up's longest task.
    // Reported: TBT (on /profile, signed out, the median of three read 0–75 ms on a quiet host, and 107 ms
    // with one core busy), what scripts add to the real browser's LCP (460 ms with one core busy), and
    // the absolute budgets (docs/performance-log.md).
    const timingProblems = [
      ...interactionMisses.againstReference,
      ...(typing ? keyLatencyProblems(typing.result.keyRows, typing.host.factor) : []),
    ];
    const bookingMisses = booking ? bookingProblems(booking.result, booking.host.factor) : null;
    const absoluteTimings = [
      ...misses.timing,
      ...(realBrowser ? realBrowserProblems(realBrowser.result, realBrowser.host.factor) : []),
      ...interactionMisses.absolute,
    ];
    if (absoluteTimings.length > 0) {
      console.warn(
        `Timing budgets missed, reported (docs/performance-budgets.md):\n- ${absoluteTimings.join('\n- ')}`,
      );
    }
    if (timingsWarn && timingProblems.length > 0) {
      console.warn(
        `Timing budgets missed (reported, not failing the run: --timings-warn):\n- ${timingProblems.join('\n- ')}`,
      );
    }
    const problems = [
      ...(timingsWarn ? [] : timingProblems),
      // Not a timing: a character lost fails the run with --timings-warn too.
      ...(typing?.result.problems ?? []),
      ...(bookingMisses ?? []),
      ...misses.other,
      ...(sizes && sizes.collectorKb > budgets.maxFieldDataCollectorKb
        ? [
            `field-data collector ${sizes.collectorKb.toFixed(1)} KB > ${budgets.maxFieldDataCollectorKb} KB`,
          ]
        : []),
      ...(firstRoundTrip?.problems ?? []),
      ...(conversationPage?.problems ?? []),
      ...(firstVisit?.problems ?? []),
    ];
    if (problems.length > 0) {
      console.error(`Budgets missed:\n- ${problems.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      console.log('All budgets met.');
    }
  } finally {
    await phoneSite?.close();
    await referenceStartUp?.close();
    if (measuring) await (await measuring).close();
    await stack?.stop();
  }
}

if (process.argv.includes('--self-test')) await runSelfTest(root);
else await measureAndJudge();
