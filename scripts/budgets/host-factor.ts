/**
 * How much slower this host is, right now, than the quiet machine the timing budgets were set on: the
 * host factor. Every timing budget (Lighthouse's LCP and TBT, the real browser's LCP, taps, start-ups)
 * is judged against `budget × factor`, with the factor measured in the same run, in the same browser,
 * under the same 4× CPU slowdown, just before and after each group of measurements. A busy CI machine
 * slows the reference and the site alike, so both move; a regression in the site moves only the site.
 *
 * The reference is a fixed piece of main-thread work in a blank page: the kind of work a start-up does
 * (script, building a DOM tree, style and layout), with nothing from the site in it, so no change to the
 * site can move it. Its time on the quiet machine is `quietReferenceMs`.
 */
import type { Browser } from '@playwright/test';
import { median } from './runs';

export const hostFactorBudget = {
  /**
   * The reference's median time (CPU 4× slower) on the 2-core machine the budgets were set on, with
   * nothing else running: the medians of twelve samples on 27 Nov 2026 (late night) were 291–446 ms
   * (docs/performance-log.md). It was 500 ms before, from a busier hour, so a host up to a quarter
   * slower than this one still read 1.00.
   */
  quietReferenceMs: 400,
  cpuSlowdown: 4,
  /** Runs of the reference per sample: single runs vary by ±30 % on a busy host. */
  runs: 7,
} as const;

/** Runs in the page: the fixed work, timed by the page's own clock. */
const referenceWork = () => {
  const started = performance.now();
  // Script: objects, strings and numbers, as a bundle's module bodies and a render create them.
  const records = Array.from({ length: 4000 }, (_, index) => ({
    id: index,
    label: `item-${index.toString(36)}`,
    tags: [index % 7, index % 11, index % 13],
  }));
  const text = JSON.stringify(records);
  let checksum = 0;
  for (const record of JSON.parse(text) as typeof records)
    checksum += record.tags.reduce((sum, tag) => sum + tag, record.label.length);
  // DOM, style and layout: a tree of 1,500 elements, laid out once.
  const host = document.createElement('div');
  for (let index = 0; index < 300; index += 1) {
    const card = document.createElement('section');
    card.className = `card card-${index % 5}`;
    card.innerHTML = `<h2>Card ${index}</h2><p>Reference text ${checksum % (index + 1)}</p><ul><li>a</li><li>b</li></ul>`;
    host.append(card);
  }
  document.body.append(host);
  checksum += host.getBoundingClientRect().height;
  host.remove();
  return { ms: performance.now() - started, checksum };
};

/**
 * One sample: the reference's times over `runs` runs in a fresh page, CPU 4× slower, in milliseconds,
 * not yet divided by the quiet figure (`hostFactor` does that).
 */
export async function measureReference(browser: Browser): Promise<number[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><style>.card{display:grid;gap:4px;padding:8px}.card-2{color:#345}</style><body></body>',
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: hostFactorBudget.cpuSlowdown });
    const times: number[] = [];
    for (let run = 0; run < hostFactorBudget.runs; run += 1) {
      times.push((await page.evaluate(referenceWork)).ms);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** Runs of the reference taken around one group of measurements, and the factor they give. */
export interface HostFactor {
  /** Every run's time, before and after. */
  samplesMs: number[];
  /** `median(samples) / quietReferenceMs`, never below 1: a faster host does not tighten a budget. */
  factor: number;
}

export function hostFactor(samplesMs: readonly number[]): HostFactor {
  const raw = median(samplesMs) / hostFactorBudget.quietReferenceMs;
  return { samplesMs: [...samplesMs], factor: Math.max(1, raw) };
}

/**
 * Runs phases, each between two samples of the reference (`sample`: `measureReference` in the measuring
 * browser), and returns each phase's result and factor. For phases measured back to back, the sample
 * after one is also the one before the next, since nothing runs between them: a sample (seven runs of
 * the reference) saved at each boundary. Only for phases that follow each other at once: a wait between
 * two would put the second's "before" sample in the wrong place.
 */
export function backToBackHostFactor(sample: () => Promise<number[]>) {
  let lastSample: number[] | null = null;
  return async <T>(measure: () => Promise<T>): Promise<{ result: T; host: HostFactor }> => {
    const before = lastSample ?? (await sample());
    lastSample = null; // should `measure` throw, the next phase samples afresh
    const result = await measure();
    const after = await sample();
    lastSample = after;
    return { result, host: hostFactor([...before, ...after]) };
  };
}

/** Runs `measure` between two samples of the reference and returns both: one phase on its own. */
export function withHostFactor<T>(
  browser: Browser,
  measure: () => Promise<T>,
): Promise<{ result: T; host: HostFactor }> {
  return backToBackHostFactor(() => measureReference(browser))(measure);
}

/** "1.23× (reference median 615 ms of 14 runs, 540–790; quiet 500 ms)": the factor and its runs. */
export const describeHost = (host: HostFactor) => {
  const sorted = [...host.samplesMs].sort((a, b) => a - b);
  return `${host.factor.toFixed(2)}× (reference median ${Math.round(median(sorted))} ms of ${sorted.length} runs, ${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)}; quiet ${hostFactorBudget.quietReferenceMs} ms)`;
};
