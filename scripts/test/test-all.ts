/**
 * `npm test`: every check the project has. The steps run as soon as the steps they need have passed, side
 * by side (each uses its own free ports): on the 2-core machine the CPU is what bounds the run, and a
 * step that waits on emulators or the disk leaves it to another. Nothing new starts once a step fails.
 * The end-to-end tests and the budgets share one local stack (scripts/dev/start.ts --preview --ephemeral),
 * started once the build is there and warming up while the unit and emulator suites run.
 * Prints each step's duration and CPU time, and a closing "Steps: N passed, N failed" line.
 * `npm test -- <word> …` runs only the steps whose command contains one of the words.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ports, STACK_READY } from '../dev/local-stack';

interface Step {
  name: string;
  command: string;
  /** Steps that must have passed before this one starts (where they are selected). */
  after?: string[];
  /** Needs the shared local stack (emulators, SMTP catcher, dist/ served as Hosting serves it). */
  usesStack?: boolean;
  /** A check the browser steps do not wait for: it ends while they start. */
  endsBesideBrowsers?: true;
}

const siteUrl = `http://127.0.0.1:${ports.preview}/`;

/** Every check cheaper than a browser: they start at once, or once the build they read is there. */
const checks: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'build', command: 'npm run build' },
  // The production-wiring suite's own build (its fake production config), for the browser tests.
  {
    name: 'build (production wiring)',
    command: 'tsx scripts/test/production-wiring-site.ts --build-only',
  },
  { name: 'firestore emulator tests', command: 'npm run test:emulator' },
  { name: 'security rules tests', command: 'npm run test:rules' },
  // Mostly waiting on its emulators by the time the browser tests start.
  { name: 'cloud function tests', command: 'npm run test:functions', endsBesideBrowsers: true },
  // docs/restore.md, rehearsed on a Firestore emulator of its own.
  { name: 'restore drill', command: 'npm run drill:restore' },
  // Its built-page tests read dist/.
  { name: 'unit and component tests, built pages', command: 'npm run test:unit', after: ['build'] },
  // After the builds, since ESLint and Prettier walk the tree a build rewrites; beside the unit and
  // function tests, whose waits on emulators leave CPU over.
  {
    name: 'lint (eslint + prettier)',
    command: 'npm run lint',
    after: ['build', 'build (production wiring)'],
    // One process, beside the browser tests' two workers.
    endsBesideBrowsers: true,
  },
];

/** What the browser steps wait for: every check but those that end beside them. */
const beforeBrowsers = checks
  .filter((check) => !check.endsBesideBrowsers)
  .map((check) => check.name);

const steps: Step[] = [
  ...checks,
  // The costliest step, once the cheaper checks have passed.
  {
    name: 'end-to-end tests',
    command: 'npm run test:e2e',
    usesStack: true,
    after: beforeBrowsers,
  },
  // What the budgets judge without a clock (Lighthouse's audits and layout shift, the bytes of the first
  // round trip, the first visit and the scripts): nothing beside it can move those, so it runs beside
  // the browser tests, on the CPU their waits leave over.
  {
    name: 'performance budgets, untimed',
    command: `npm run budgets -- --gate --part untimed --site-url ${siteUrl}`,
    usesStack: true,
    after: beforeBrowsers,
  },
  // Timings fail the run where they are judged against a reference measured in the same run, on the same
  // host (docs/performance-budgets.md); characters lost while typing fail it too. Alone, at the end:
  // after every other step, the lint and function tests that end beside the browsers included.
  {
    name: 'performance budgets, timed',
    command: `npm run budgets -- --gate --part timed --site-url ${siteUrl}`,
    usesStack: true,
    after: [
      ...checks.map((check) => check.name),
      'end-to-end tests',
      'performance budgets, untimed',
    ],
  },
];

interface Result {
  name: string;
  seconds: number;
  /** CPU time of the step's processes (user + system), as bash's `times` reports its children's. */
  cpuSeconds?: number;
  ok: boolean;
}

/** Bash's `times` prints "1m2.500s 0m0.400s" for its children on its second line: their sum, in s. */
function childrenCpuSeconds(timesOutput: string): number | undefined {
  const line = timesOutput.trim().split('\n')[1];
  const parts = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!parts) return undefined;
  const [, userMin, userSec, sysMin, sysSec] = parts.map(Number) as number[];
  return userMin! * 60 + userSec! + sysMin! * 60 + sysSec!;
}

/**
 * Runs bash as a child subreaper (Linux prctl PR_SET_CHILD_SUBREAPER, by its x86-64 or arm64 syscall
 * number), so that processes which leave their parent (Chromium's renderers, a detached Chrome) are
 * reaped, and counted, by the step's bash instead of by init. Elsewhere bash runs as it is and the CPU
 * figure counts only the processes the step waits for.
 */
const asSubreaper = `my $prctl = {x86_64 => 157, aarch64 => 167}->{(POSIX::uname())[4]};
syscall($prctl, 36, 1, 0, 0, 0) if $prctl;
exec 'bash', '-c', $ARGV[0];`;

/** Debian always has Perl (perl-base); elsewhere bash alone runs the steps. */
const hasPerl = spawnSync('perl', ['-MPOSIX', '-e', '1']).status === 0;

/** Runs one step and prints its output when it is done, in one piece. */
function run(step: Step): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    // On the 2-core machine the steps share, the CPU they use is what decides the wall clock.
    const script = `${step.command}\nstatus=$?\ntimes >&3\nexit $status`;
    const [program, ...args] = hasPerl
      ? ['perl', '-MPOSIX', '-e', asSubreaper, script]
      : ['bash', '-c', script];
    const child = spawn(program!, args, {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '1',
        // Playwright reuses the stack started below instead of starting its own.
        ...(step.usesStack ? { LOCAL_STACK_RUNNING: '1' } : {}),
      },
    });
    const output: Buffer[] = [];
    let times = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk));
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n━━ ${step.name}: ${step.command}`);
      process.stdout.write(Buffer.concat(output));
      resolve({
        name: step.name,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: childrenCpuSeconds(times),
        ok: code === 0,
      });
    });
  });
}

/** The local stack, its output in a log file (printed if it fails to come up). */
function startStack(): { child: ChildProcess; log: string } {
  // Not test-results/, which Playwright empties when it starts.
  const logDir = path.resolve(import.meta.dirname, '../..', 'node_modules', '.cache');
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, 'local-stack.log');
  const out = openSync(log, 'w');
  // One process (tsx as a loader), so that SIGINT reaches start.ts, which stops every service.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/dev/start.ts', '--preview', '--ephemeral'],
    { stdio: ['ignore', out, out] },
  );
  return { child, log };
}

async function stackReady(stack: ReturnType<typeof startStack>, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.child.exitCode !== null) break;
    if (readFileSync(stack.log, 'utf8').includes(STACK_READY)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The local stack did not come up; its output is in ${stack.log}`);
}

/**
 * CPU seconds used so far by a process and its descendants, live and waited-for (Linux /proc), or
 * undefined where there is no /proc.
 */
function processTreeCpuSeconds(rootPid: number): number | undefined {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; ticks: number }>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // Fields after the command name (which may hold spaces): state, ppid, …; utime, stime, cutime
        // and cstime are the 14th to 17th fields of the line.
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
        stats.set(Number(entry), { parent: Number(fields[1]), ticks });
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return undefined;
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid; current > 1; current = stats.get(current)?.parent ?? 0)
      if (current === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return stats.has(rootPid) ? ticks / ticksPerSecond : undefined;
}

function stopStack(stack: ReturnType<typeof startStack>): Promise<void> {
  return new Promise((resolve) => {
    if (stack.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      stack.child.kill('SIGKILL');
      resolve();
    }, 30_000);
    stack.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    stack.child.kill('SIGINT');
  });
}

const only = process.argv.slice(2);
const selected = steps.filter(
  (step) => !only.length || only.some((word) => step.command.includes(word)),
);
const selectedNames = new Set(selected.map((step) => step.name));
const needs = (step: Step) => (step.after ?? []).filter((name) => selectedNames.has(name));
const needsStack = selected.some((step) => step.usesStack);
/** The stack serves dist/: it starts once the selected build has passed, or at once. */
const stackNeeds = selectedNames.has('build') ? ['build'] : [];
const results: Result[] = [];
const started = performance.now();
let stack: ReturnType<typeof startStack> | null = null;
let stackCpuSeconds: number | undefined;

try {
  const passed = new Set<string>();
  const waiting = [...selected];
  const running = new Map<string, Promise<Result>>();
  let failedStep = false;
  while ((waiting.length > 0 && !failedStep) || running.size > 0) {
    const ready = (names: string[]) => names.every((name) => passed.has(name));
    if (needsStack && !stack && ready(stackNeeds)) stack = startStack();
    for (const step of failedStep ? [] : [...waiting]) {
      if (!ready(needs(step))) continue;
      if (step.usesStack) await stackReady(stack!);
      waiting.splice(waiting.indexOf(step), 1);
      console.log(`━━ started: ${step.name}`);
      running.set(step.name, run(step));
    }
    if (running.size === 0) break;
    const result = await Promise.race(running.values());
    running.delete(result.name);
    results.push(result);
    if (result.ok) passed.add(result.name);
    else failedStep = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // Counted, so that the summary does not read as if every step passed.
  results.push({ name: 'local stack', seconds: (performance.now() - started) / 1000, ok: false });
} finally {
  if (stack) {
    // The emulators (Hosting among them) the browser steps talk to: CPU no step's own figure counts.
    stackCpuSeconds = stack.child.pid ? processTreeCpuSeconds(stack.child.pid) : undefined;
    await stopStack(stack);
  }
}

const cpu = (seconds: number | undefined) =>
  seconds === undefined ? '' : `  (CPU ${seconds.toFixed(0)} s)`;
console.log("\n━━ Summary (wall clock; CPU time of the step's processes, on every core)");
for (const result of results) {
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}${cpu(result.cpuSeconds)}`,
  );
}
if (stackCpuSeconds !== undefined) console.log(`the local stack${cpu(stackCpuSeconds)}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s (wall clock)`);
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);
