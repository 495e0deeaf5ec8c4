// README.md and the guides under docs/ may state a size or a time (KB, MB, B, ms, s) only when code defines
// it: a budget limit exported by `npm run budgets`' modules, or one of the site's settings below, found in
// its source file. Measured results belong in the output of `npm run budgets` and, dated, in
// docs/performance-log.md, which this check leaves alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingBudget } from '../budgets/booking';
import { firstRoundTripBudget } from '../budgets/first-round-trip';
import { firstVisitBudget } from '../budgets/first-visit-bytes';
import { hostFactorBudget } from '../budgets/host-factor';
import { interactionBudget } from '../budgets/interactions';
import { budgetPages, budgets } from '../budgets/lighthouse-budgets';
import { devToolsThreeG, realBrowserBudget } from '../budgets/real-browser';
import { guides as checkedDocs } from './guides';

const root = path.resolve(import.meta.dirname, '../..');

/** A figure in canonical units: milliseconds for a time, bytes for a size (1 KB = 1000 B). */
type Figure = { kind: 'time' | 'size'; value: number };

/** Every limit the budget modules define, read by key name: `…Ms` (and `latency`) ms, `…Kb` KB, `…Bytes` B. */
function limitsOf(value: unknown, key = ''): Figure[] {
  if (typeof value === 'number') {
    if (/Ms$|^latency$/.test(key)) return [{ kind: 'time', value }];
    if (/Kb$/.test(key)) return [{ kind: 'size', value: value * 1000 }];
    if (/Bytes$/.test(key)) return [{ kind: 'size', value }];
    return [];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) =>
      limitsOf(inner, Array.isArray(value) ? key : name),
    );
  return [];
}

const budgetLimits = limitsOf({
  bookingBudget,
  budgets,
  budgetPages,
  firstRoundTripBudget,
  firstVisitBudget,
  hostFactorBudget,
  interactionBudget,
  realBrowserBudget,
  devToolsThreeG,
});

/** Settings of the site the docs explain, each checked against the line of code that sets it. */
const settings: { figure: Figure; file: string; code: RegExp }[] = [
  // Pages: network first, then the saved copy.
  {
    figure: { kind: 'time', value: 4000 },
    file: 'src/sw/sw.ts',
    code: /networkTimeoutSeconds: 4\b/,
  },
  // The inbox looks for new messages this often.
  {
    figure: { kind: 'time', value: 10_000 },
    file: 'src/features/admin/hooks/use-inbox.ts',
    code: /NEW_MESSAGE_POLL_MS = 10_000\b/,
  },
  // The manifest is linked this long after load.
  {
    figure: { kind: 'time', value: 2000 },
    file: 'src/boot/link-manifest.ts',
    code: /MANIFEST_DELAY_MS = 2_000\b/,
  },
  // A tap that started the app is delivered again within this window.
  {
    figure: { kind: 'time', value: 5000 },
    file: 'src/boot/first-interaction.ts',
    code: /REPLAY_WINDOW_MS = 5_000\b/,
  },
];

const allowed = [...budgetLimits, ...settings.map((setting) => setting.figure)];

const units: Record<string, Figure['kind']> = {};
const scale: Record<string, number> = {
  B: 1,
  KB: 1000,
  kB: 1000,
  MB: 1_000_000,
  ms: 1,
  milliseconds: 1,
  s: 1000,
  seconds: 1000,
};
for (const unit of ['B', 'KB', 'kB', 'MB']) units[unit] = 'size';
for (const unit of ['ms', 'milliseconds', 's', 'seconds']) units[unit] = 'time';

/** A number, or a range of two ("0.70–0.93 s"), followed by a size or time unit. */
const figurePattern =
  /(?<![\w.])(\d[\d,]*(?:\.\d+)?)(?:\s*[–-]\s*(\d[\d,]*(?:\.\d+)?))?\s?(KB|kB|MB|B|milliseconds|ms|seconds|s)(?![\w])/g;

interface FoundFigure {
  text: string;
  line: number;
  figures: Figure[];
}

/** Every size or time stated in `markdown`, with its line. */
function figuresIn(markdown: string): FoundFigure[] {
  const found: FoundFigure[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(figurePattern)) {
      const [whole, first, second, unit] = match;
      const kind = units[unit!]!;
      const figures = [first, second]
        .filter((number): number is string => number !== undefined)
        .map((number) => ({
          kind,
          value: Math.round(Number(number.replace(/,/g, '')) * scale[unit!]! * 1000) / 1000,
        }));
      found.push({ text: whole, line: index + 1, figures });
    }
  });
  return found;
}

const isAllowed = (figure: Figure) =>
  allowed.some((limit) => limit.kind === figure.kind && limit.value === figure.value);

/** The figures in `markdown` that no budget or setting defines, as "line: text". */
function strayFigures(markdown: string): string[] {
  return figuresIn(markdown)
    .filter((found) => !found.figures.every(isAllowed))
    .map((found) => `${found.line}: ${found.text}`);
}

describe('figures in README.md and docs/ARCHITECTURE.md', () => {
  it.each(checkedDocs)('%s states only limits the budget scripts define, or settings', (doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    expect(
      strayFigures(markdown),
      `${doc}: a measured figure belongs in \`npm run budgets\` output or docs/performance-log.md`,
    ).toEqual([]);
  });

  it('reads the limits from the budget modules', () => {
    expect(budgetLimits).toContainEqual({ kind: 'time', value: 1000 }); // Lighthouse LCP
    expect(budgetLimits).toContainEqual({ kind: 'time', value: 850 }); // real browser LCP
    expect(budgetLimits).toContainEqual({ kind: 'size', value: 14_600 }); // first round trip
    expect(budgetLimits).toContainEqual({ kind: 'size', value: 10_000 }); // eager JavaScript
  });

  it.each(settings)('the setting in $file is still as the docs say', ({ file, code }) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toMatch(code);
  });

  it('fails a measured result pasted back in, and passes the limits', () => {
    expect(strayFigures('| / | 100 | LCP 0.82 s | TBT 3 ms |')).toEqual(['1: 0.82 s', '1: 3 ms']);
    expect(strayFigures('The boot module is 3.4 KB gzip.')).toEqual(['1: 3.4 KB']);
    expect(strayFigures('All routes at 0.70–0.93 s.')).toEqual(['1: 0.70–0.93 s']);
    expect(strayFigures('Took 9.6 seconds; 1,234 B of headers.')).toEqual([
      '1: 9.6 seconds',
      '1: 1,234 B',
    ]);
    expect(
      strayFigures(
        'LCP ≤ 1.0 s (1.5 s on /auth), TBT ≤ 100 ms, ≤ 10 KB gzip, 14.6 KB (14,600 B), LCP ≤ 850 ms.',
      ),
    ).toEqual([]);
    // Not a size or a time: versions, counts, HTTP/2, 4× CPU.
    expect(strayFigures('Node 20.19+, 19 routes, HTTP/2, CPU 4× slower, 10 segments.')).toEqual([]);
  });
});
