/**
 * The start-up's same-run reference: a fixed start-up of the site's kind (React DOM, MUI's styling and a
 * theme with both colour schemes, a page of MUI fields and cards, rendered in a transition after a chain
 * of steps, its scripts all asked for at once on a tap: ./reference-start-up/), built from the site's
 * own React and MUI, served like the site and measured on the same phone right after each start-up of
 * the site's. Its time over its own network floor is what this host, right now, does to such a
 * start-up: a busy core lengthens it as it lengthens the site's, where the host factor's main-thread
 * work hardly moves (docs/performance-log.md, 30 Nov 2026, thirteenth session). Nothing of the site is
 * in it, so no change to the site moves it.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { throttleLikeAPhone } from './real-browser';
import { networkFloorMs, readAppBytes } from './network-floor';
import {
  REFERENCE_SCRIPTS_META,
  REFERENCE_STARTED_MARK,
  REFERENCE_TAPPED_AT,
} from './reference-start-up/protocol';

/** Builds the reference into a directory of its own; `remove` deletes it. */
export async function buildReferenceStartUp(): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reference-start-up-'));
  await build({
    root: path.join(import.meta.dirname, 'reference-start-up'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // The page asks for every script itself, as the site's boot module does.
    build: { outDir: dir, emptyOutDir: true, modulePreload: false },
  });
  const scripts = (await readdir(path.join(dir, 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  const page = path.join(dir, 'index.html');
  await writeFile(
    page,
    (await readFile(page, 'utf8')).replace(
      '<head>',
      `<head><meta name="${REFERENCE_SCRIPTS_META}" content="${scripts.join(' ')}">`,
    ),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * One start-up of the reference on the phone (a first visit: `context` as the site's runs use), from the
 * tap to its first commit, less its network floor; null if it did not start.
 */
export async function referenceOverFloorMs(
  browser: Browser,
  origin: string,
  context: Parameters<Browser['newContext']>[0],
  cpuSlowdown: number,
): Promise<number | null> {
  const phone = await browser.newContext(context);
  try {
    const page = await phone.newPage();
    await throttleLikeAPhone(phone, page, cpuSlowdown);
    await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Start' }).tap();
    const started = await page
      .waitForFunction(
        // No functions declared inside: the test runner's compiler would name them with a helper the
        // page does not have.
        ([tapped, startedMark]) => {
          const end = performance.getEntriesByName(startedMark)[0]?.startTime;
          const begin = performance.getEntriesByName(tapped)[0]?.startTime;
          return end !== undefined && begin !== undefined ? end - begin : false;
        },
        [REFERENCE_TAPPED_AT, REFERENCE_STARTED_MARK] as const,
        { timeout: 20_000, polling: 100 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    if (started === null) return null;
    return started - networkFloorMs(await readAppBytes(page));
  } finally {
    await phone.close();
  }
}
