/**
 * `npm run budgets -- --self-test`: shows that the budgets fail on real regressions and pass without
 * them, on this host as it is. In a throwaway worktree of HEAD it builds the site unchanged and with each
 * regression below injected, runs `npm run budgets -- --gate` (what npm test runs) on each build, and
 * checks that the unchanged build passes and each regression fails on the budget it should. Exits
 * non-zero otherwise.
 *
 * - `--busy-core` keeps one core busy (a bounded spin loop in a child process) while it measures: a
 *   loaded host, on which the host factor must keep the unchanged build green and the regressions red.
 * - `--only <name,name>` runs only these variants (names below); `--repeat <n>` runs each n times.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { optionValue } from './command-line';
import { interactionBudget, launchMeasuringBrowser } from './interactions';

interface Variant {
  name: string;
  what: string;
  /** Changes the worktree's sources; `busyWork` gives the code of a fixed amount of work. */
  inject?: (worktree: string, busyWork: BusyWork) => Promise<void>;
  /** A budget line that must be among the misses; none for the unchanged build, which must pass. */
  mustMiss?: RegExp;
}

/** The boot module, where the tap and eager-script variants add their code. */
const BOOT_MODULE = 'src/boot/boot.ts';

const busyLoop = (ms: number) =>
  `{ const until = performance.now() + ${ms}; while (performance.now() < until); }`;

/** The loop a "work" variant runs, `iterations` times. */
const workLoop = (iterations: number) =>
  `{ let x = 0; for (let i = 0; i < ${Math.round(iterations)}; i += 1) x = (x * 31 + i) % 1000003; if (x < 0) console.log(x); }`;

/**
 * A fixed amount of work, as real code is: it takes longer on a loaded host, where a busy loop until a
 * clock time does not. `busyWork(ms)` is `ms` of work in Chromium under the budgets' CPU slowdown on this
 * host before the self-test loads it (`calibrateWork`): the same regression on a fast host and a slow one.
 */
type BusyWork = (ms: number) => string;

/**
 * Iterations of the work loop per millisecond in the measuring browser at the budgets' CPU slowdown, on
 * this host: the fastest of five timed runs of ten million, the run least slowed by anything else on the
 * machine (and by the loop's first, unoptimised iterations), so a variant's work takes at least its time.
 */
async function calibrateWork(): Promise<number> {
  const browser = await launchMeasuringBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: interactionBudget.cpuSlowdown });
    const iterations = 10_000_000;
    const rates: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const ms = await page.evaluate<number>(
        `(() => { const started = performance.now(); ${workLoop(iterations)} return performance.now() - started; })()`,
      );
      rates.push(iterations / ms);
    }
    return Math.max(...rates);
  } finally {
    await browser.close();
  }
}

const menuTap = (body: string) =>
  `\ndocument.addEventListener('click', (event) => {\n  if (event.target instanceof Element && event.target.closest('[popovertarget]')) ${body}\n}, true);\n`;

async function slowPartInMain(worktree: string, body: string) {
  const file = path.join(worktree, 'src/main.tsx');
  const source = await readFile(file, 'utf8');
  const marker = '      <CommitSignal committed={committed} />';
  if (!source.includes(marker)) throw new Error(`main.tsx no longer has "${marker}"`);
  await writeFile(
    file,
    source.replace(marker, `      <SlowPart />\n${marker}`) +
      `\nfunction SlowPart() {\n  ${body}\n  return null;\n}\n`,
  );
}

/**
 * Delays the frame after each key while the app starts: from main.tsx's evaluation until the root has
 * committed, a keydown asks for `body` in the next animation frame, as a start-up task that held the
 * frame would. Listened for on the window, ahead of boot's hold on a field's events.
 */
async function slowKeyPaint(worktree: string, body: string) {
  const file = path.join(worktree, 'src/main.tsx');
  const source = await readFile(file, 'utf8');
  if (!source.includes('export const appStarted'))
    throw new Error('main.tsx no longer exports appStarted');
  await writeFile(
    file,
    `${source}
const slowPaint = () => requestAnimationFrame(() => ${body});
addEventListener('keydown', slowPaint, true);
void appStarted.then(() => removeEventListener('keydown', slowPaint, true));
`,
  );
}

/**
 * Leaves the page's own scripts out of what boot asks for on the first interaction: the app then asks
 * for them only once its route table has matched the page, a round trip after the rest.
 */
async function pageScriptsAskedForLate(worktree: string) {
  const file = path.join(worktree, 'src/boot/app-modules.ts');
  const source = await readFile(file, 'utf8');
  const listed = '[...modules.start, ...(modules.pages[pathname] ?? [])]';
  if (!source.includes(listed)) throw new Error(`app-modules.ts no longer has "${listed}"`);
  await writeFile(file, source.replace(listed, '[...modules.start]'));
}

const variants: Variant[] = [
  { name: 'unchanged', what: 'HEAD as it is' },
  {
    name: 'slow-menu-tap',
    what: "a 150 ms busy loop (on the clock) in the menu button's tap",
    inject: (worktree) => appendFile(path.join(worktree, BOOT_MODULE), menuTap(busyLoop(150))),
    mustMiss: /^Menu, tapped/m,
  },
  {
    name: 'slow-menu-tap-work',
    what: "150 ms of work (on this host, quiet) in the menu button's tap",
    inject: (worktree, busyWork) =>
      appendFile(path.join(worktree, BOOT_MODULE), menuTap(busyWork(150))),
    mustMiss: /^Menu, tapped/m,
  },
  {
    name: 'eager-50kb',
    what: 'a 50 KB script loaded before first paint',
    inject: async (worktree) => {
      // Pseudo-random text, so that compression cannot make it small: 50 KB of script as shipped.
      let seed = 1;
      const text = Array.from({ length: 50 * 1024 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[seed % 62];
      }).join('');
      await writeFile(
        path.join(worktree, path.dirname(BOOT_MODULE), 'eager-regression.ts'),
        `export const payload = '${text}';\n`,
      );
      await appendFile(
        path.join(worktree, BOOT_MODULE),
        `\nimport { payload } from './eager-regression';\ndocument.documentElement.dataset.payload = String(payload.length);\n`,
      );
    },
    mustMiss: /eager JavaScript/,
  },
  {
    name: 'slow-key-paint',
    what: 'a 150 ms busy loop (on the clock) in the frame after each key while the app starts',
    inject: (worktree) => slowKeyPaint(worktree, busyLoop(150)),
    mustMiss: /keys and taps/,
  },
  {
    name: 'slow-key-paint-work',
    what: '150 ms of work (on this host, quiet) in the frame after each key while the app starts',
    inject: (worktree, busyWork) => slowKeyPaint(worktree, busyWork(150)),
    mustMiss: /keys and taps/,
  },
  {
    name: 'late-page-scripts',
    what: "boot does not ask for the page's own scripts: the app fetches them a round trip later",
    inject: (worktree) => pageScriptsAskedForLate(worktree),
    mustMiss: /network floor/,
  },
  {
    name: 'slow-hydration',
    what: 'a 300 ms long task (a busy loop on the clock) while the app hydrates',
    inject: (worktree) => slowPartInMain(worktree, busyLoop(300)),
    mustMiss: /longest task/,
  },
  {
    name: 'slow-hydration-work',
    what: '300 ms of work (on this host, quiet) in one task while the app hydrates',
    inject: (worktree, busyWork) => slowPartInMain(worktree, busyWork(300)),
    mustMiss: /longest task/,
  },
];

function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The lines after "Budgets missed:", one per miss. */
const missesIn = (output: string) =>
  output
    .slice(output.lastIndexOf('Budgets missed:'))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));

/** One core kept busy until stopped, and in any case for no longer than `maxMs`. */
function busyCore(maxMs: number): ChildProcess {
  return spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${maxMs}; while (Date.now() < end);`],
    { stdio: 'ignore' },
  );
}

export async function runSelfTest(root: string): Promise<void> {
  const only = optionValue('--only')?.split(',');
  const repeat = Number(optionValue('--repeat') ?? 1);
  const chosen = variants.filter((variant) => !only || only.includes(variant.name));
  const worktree = await mkdtemp(path.join(tmpdir(), 'budgets-self-test-'));
  await run('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], root);
  // The worktree uses this checkout's installed packages (workspaces' too, where they have their own).
  for (const folder of ['.', 'functions', 'emulators/firestore', 'packages/contract']) {
    const modules = path.join(root, folder, 'node_modules');
    if (existsSync(modules)) await symlink(modules, path.join(worktree, folder, 'node_modules'));
  }
  // Before the hog starts: the work variants' amount is set on this host as it is without it.
  const iterationsPerMs = chosen.some((variant) => variant.name.endsWith('-work'))
    ? await calibrateWork()
    : 0;
  const busyWork: BusyWork = (ms) => workLoop(ms * iterationsPerMs);
  const hog = process.argv.includes('--busy-core') ? busyCore(3 * 60 * 60 * 1000) : null;
  const outcomes: string[] = [];
  let failures = 0;
  try {
    for (const variant of chosen) {
      for (let round = 1; round <= repeat; round += 1) {
        await run('git', ['checkout', '--', '.'], worktree);
        await run('git', ['clean', '-fdq', 'src'], worktree);
        await variant.inject?.(worktree, busyWork);
        const tsx = path.join(root, 'node_modules/.bin/tsx');
        const build = await run(tsx, ['scripts/build/build.ts'], worktree);
        if (build.code !== 0) throw new Error(`The ${variant.name} build failed`);
        // What npm test runs: the measurements that can fail it.
        const budgets = await run(tsx, ['scripts/budgets/budgets.ts', '--gate'], worktree);
        const misses = missesIn(budgets.output);
        const hostLine = /^Host factor.*$/m.exec(budgets.output)?.[0] ?? '';
        const asExpected = variant.mustMiss
          ? budgets.code !== 0 && misses.some((miss) => variant.mustMiss!.test(miss))
          : budgets.code === 0;
        if (!asExpected) failures += 1;
        outcomes.push(
          `${asExpected ? 'ok  ' : 'FAIL'} ${variant.name} (${variant.what}), run ${round}: ${
            budgets.code === 0 ? 'all budgets met' : `missed: ${misses.join('; ')}`
          }\n     ${hostLine}`,
        );
      }
    }
  } finally {
    hog?.kill();
    await run('git', ['worktree', 'remove', '--force', worktree], root);
    await rm(worktree, { recursive: true, force: true });
  }
  console.log(
    `\nSelf-test${hog ? ' with one core kept busy' : ''}${iterationsPerMs ? ` (work: ${Math.round(iterationsPerMs)} loop iterations per ms, quiet)` : ''}:\n${outcomes.join('\n')}\nSelf-test: ${outcomes.length - failures} passed, ${failures} failed`,
  );
  if (failures > 0) process.exitCode = 1;
}
