/**
 * What a first visit costs on the wire: a phone-sized Chromium opens a page with empty caches, and a
 * counting proxy in front of the Hosting emulator and its production front (production-front.ts, which
 * compresses as Firebase Hosting does) adds up every byte it sends back, headers included: the page,
 * its scripts and styles, the manifest and icons, sw.js and all the service worker fetches. Two pages
 * are measured at once, each in its own browser context and proxy.
 *
 * A visit is watched for 30 s, or less once nothing more can come: the service worker is active, and no
 * request has been in flight for `idleMs`. That is longer than any delay the site waits before fetching
 * (work scheduled "when idle" runs within 2 s; the service worker starts after load and warms its cache
 * straight after activating), so a visit ended early has already made every request it would make in 30 s.
 *
 * Run alone: `CI=1 flock /tmp/lr-browser.lock npx tsx scripts/budgets/first-visit-bytes.ts [--full] [--verbose]`
 * (`--full` always waits the whole 30 s; `--verbose` lists every response).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../test/chromium';
import { httpHeaderBytes } from './http-header-bytes';
import { startProductionSite } from './production-front';

/**
 * A first visit that is not an install: at most 150 KB in its first 30 s. The app's JavaScript (about
 * 180 KB brotli) is not part of it: a prerendered page loads it on the visitor's first interaction
 * (src/boot/first-interaction.ts), which this visit, a reader who never touches the page, makes none of.
 */
export const firstVisitBudget = {
  maxKb: 150,
  windowMs: 30_000,
  idleMs: 5_000,
} as const;
export const firstVisitPages = ['/', '/services/cloud'] as const;

const kinds = ['HTML', 'CSS', 'JavaScript', 'Manifest/JSON', 'Images', 'Fonts', 'Other'] as const;
type Kind = (typeof kinds)[number];

export interface FirstVisitResult {
  path: string;
  bytes: Record<Kind, number>;
  total: number;
  requests: number;
  /** sw.js and what the service worker fetched itself, included in `total`. */
  serviceWorkerBytes: number;
  /** Bodies on the wire by the page's load event. */
  byLoad: number;
  /** HTTP/1.1 status lines and headers, not in `total` (HTTP/2 in production compresses them). */
  headerBytes: number;
  /** One line per response: bytes, encoding, Sec-Fetch-Dest, URL, Accept-Encoding. */
  log: string[];
  endedAfterMs: number;
}

export function kindOf(contentType: string, url: string): Kind {
  if (contentType.includes('html')) return 'HTML';
  if (contentType.includes('css')) return 'CSS';
  if (contentType.includes('javascript')) return 'JavaScript';
  if (contentType.includes('json') || url.endsWith('.webmanifest')) return 'Manifest/JSON';
  if (contentType.startsWith('image/')) return 'Images';
  if (contentType.startsWith('font/') || /\.woff2?$/.test(url)) return 'Fonts';
  return 'Other';
}

/** A reverse proxy that counts the bytes of every response it relays, as they went over the wire. */
async function countingProxy(upstream: URL) {
  const bytes = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  const state = {
    requests: 0,
    inFlight: 0,
    lastActivity: Date.now(),
    serviceWorker: 0,
    headerBytes: 0,
    log: [] as string[],
  };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    state.inFlight += 1;
    state.lastActivity = Date.now();
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const kind = kindOf(type, req.url ?? '');
        // Status line and headers as sent over HTTP/1.1 here, kept apart: production serves HTTP/2, whose
        // header compression sends the repeated ones (the CSP, ~1 KB) as a few bytes per response.
        state.headerBytes += httpHeaderBytes(answer);
        // The body exactly as encoded (gzip for text).
        let count = 0;
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('data', (chunk: Buffer) => {
          count += chunk.length;
          state.lastActivity = Date.now();
        });
        answer.pipe(res);
        answer.on('end', () => {
          bytes[kind] += count;
          // sw.js itself, and the worker's fetch() calls (the page makes none on a first visit).
          const destination = String(req.headers['sec-fetch-dest'] ?? '');
          if (['serviceworker', 'empty'].includes(destination)) state.serviceWorker += count;
          state.log.push(
            [
              count,
              answer.headers['content-encoding'] ?? '-',
              destination,
              req.url,
              req.headers['accept-encoding'],
            ].join('\t'),
          );
          state.inFlight -= 1;
          state.lastActivity = Date.now();
        });
      },
    );
    forward.on('error', () => {
      state.inFlight -= 1;
      res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFirstVisitBytes(
  root: string,
  { full = false }: { full?: boolean } = {},
): Promise<{ results: FirstVisitResult[]; table: string; problems: string[] }> {
  const hosting = await startProductionSite({ root });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const results = await Promise.all(
      firstVisitPages.map(async (pagePath) => {
        const proxy = await countingProxy(new URL(hosting.url));
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        const started = Date.now();
        try {
          const page = await context.newPage();
          const bodies = () => Object.values(proxy.bytes).reduce((sum, value) => sum + value, 0);
          await page.goto(`${proxy.url}${pagePath}`, { waitUntil: 'load' });
          const byLoad = bodies();
          let workerActive = false;
          void page
            .evaluate(() => navigator.serviceWorker.ready.then(() => true))
            .then((ready) => (workerActive = ready))
            .catch(() => undefined);
          for (;;) {
            const elapsed = Date.now() - started;
            if (elapsed >= firstVisitBudget.windowMs) break;
            const idleFor = Date.now() - proxy.state.lastActivity;
            if (
              !full &&
              workerActive &&
              proxy.state.inFlight === 0 &&
              idleFor >= firstVisitBudget.idleMs
            )
              break;
            await sleep(250);
          }
          const total = bodies();
          return {
            path: pagePath,
            bytes: { ...proxy.bytes },
            total,
            requests: proxy.state.requests,
            serviceWorkerBytes: proxy.state.serviceWorker,
            byLoad,
            headerBytes: proxy.state.headerBytes,
            log: proxy.state.log,
            endedAfterMs: Date.now() - started,
          } satisfies FirstVisitResult;
        } finally {
          await context.close();
          await proxy.close();
        }
      }),
    );
    const kb = (value: number) => (value / 1024).toFixed(1);
    const table = [
      `First visit on the wire (phone-sized Chromium, empty cache, bodies as the production front encodes them; no interaction; fails above ${firstVisitBudget.maxKb} KB in ${firstVisitBudget.windowMs / 1000} s):`,
      '',
      `| Page | ${kinds.join(' | ')} | Total | By load | Service worker | Requests | Headers (HTTP/1.1, not counted) | Watched |`,
      `| --- | ${kinds.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`,
      ...results.map(
        (r) =>
          `| ${r.path} | ${kinds.map((kind) => `${kb(r.bytes[kind])} KB`).join(' | ')} | **${kb(r.total)} KB** | ${kb(r.byLoad)} KB | ${kb(r.serviceWorkerBytes)} KB | ${r.requests} | ${kb(r.headerBytes)} KB | ${(r.endedAfterMs / 1000).toFixed(0)} s${r.endedAfterMs < firstVisitBudget.windowMs ? ' (idle)' : ''} |`,
      ),
    ].join('\n');
    const problems = results
      .filter((r) => r.total > firstVisitBudget.maxKb * 1024)
      .map(
        (r) =>
          `${r.path}: first visit ${kb(r.total)} KB > ${firstVisitBudget.maxKb} KB on the wire`,
      );
    return { results, table, problems };
  } finally {
    await browser.close();
    await hosting.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table, problems, results } = await measureFirstVisitBytes(
    path.resolve(import.meta.dirname, '../..'),
    {
      full: process.argv.includes('--full'),
    },
  );
  if (process.argv.includes('--verbose'))
    for (const result of results) console.log(`${result.path}\n${result.log.join('\n')}`);
  console.log(`\n${table}\n`);
  if (problems.length > 0) {
    console.error(`Budget missed:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}
