/**
 * `npm test`: every check the project has, failing fast. Steps in one group run side by side (each uses
 * its own free ports, and many wait on emulators or the disk as much as on the CPU); groups run in order.
 * The end-to-end tests and the budgets share one local stack (scripts/start.ts --preview --ephemeral),
 * started once the build is there and warming up while the unit and emulator suites run.
 * Prints each step's duration and a closing "Steps: N passed, N failed" line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ports } from './local-stack';

interface Step {
  name: string;
  command: string;
  /** Needs the shared local stack (emulators, SMTP catcher, dist/ served as Hosting serves it). */
  usesStack?: boolean;
}

const siteUrl = `http://127.0.0.1:${ports.preview}/`;

const groups: Step[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'build', command: 'npm run build' },
    // The production-wiring suite's own build (its fake production config), for the browser tests.
    {
      name: 'build (production wiring)',
      command: 'tsx scripts/production-wiring-site.ts --build-only',
    },
    // Beside the type checker, which runs on one core once the builds are done: neither needs a build.
    { name: 'firestore emulator tests', command: 'npm run test:emulator' },
    { name: 'security rules tests', command: 'npm run test:rules' },
  ],
  [
    // After the builds: ESLint and Prettier walk the tree, which a build rewrites meanwhile.
    { name: 'lint (eslint + prettier)', command: 'npm run lint' },
    { name: 'unit and component tests, built pages', command: 'npm run test:unit' },
    { name: 'cloud function tests', command: 'npm run test:functions' },
  ],
  [{ name: 'end-to-end tests', command: 'npm run test:e2e', usesStack: true }],
  // Alone, last: Lighthouse measures the main thread, so nothing may run beside it. Timings fail the run
  // where they are judged against a reference measured in the same run (README, "Performance budgets");
  // sizes, layout shift, the audits and typing fail it too.
  [
    {
      name: 'performance budgets',
      command: `npm run budgets -- --site-url ${siteUrl}`,
      usesStack: true,
    },
  ],
];

interface Result {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs one step; alone it streams its output, beside others it prints it when done, in one piece. */
function run(step: Step, streamed: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '1',
        // Playwright reuses the stack started below instead of starting its own.
        ...(step.usesStack ? { LOCAL_STACK_RUNNING: '1' } : {}),
      },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!streamed) {
        console.log(`\n━━ ${step.name}: ${step.command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    });
  });
}

/** The local stack, its output in a log file (printed if it fails to come up). */
function startStack(): { child: ChildProcess; log: string } {
  // Not test-results/, which Playwright empties when it starts.
  const logDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache');
  mkdirSync(logDir, { recursive: true });
  const log = path.join(logDir, 'local-stack.log');
  const out = openSync(log, 'w');
  // One process (tsx as a loader), so that SIGINT reaches start.ts, which stops every service.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--preview', '--ephemeral'],
    { stdio: ['ignore', out, out] },
  );
  return { child, log };
}

async function stackReady(stack: ReturnType<typeof startStack>, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.child.exitCode !== null) break;
    const answered = await fetch(siteUrl)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The local stack did not come up; its output is in ${stack.log}`);
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
const selectedGroups = groups
  .map((group) =>
    group.filter((step) => !only.length || only.some((word) => step.command.includes(word))),
  )
  .filter((group) => group.length > 0);
const stepCount = selectedGroups.flat().length;
const needsStack = selectedGroups.flat().some((step) => step.usesStack);
/** The stack starts with the first group after the build (or at once when no build is selected). */
const stackStartsBefore = Math.max(
  0,
  selectedGroups.findIndex((group) => !group.some((step) => step.command.includes('build'))),
);
const results: Result[] = [];
const started = performance.now();
let stack: ReturnType<typeof startStack> | null = null;

try {
  for (const [index, group] of selectedGroups.entries()) {
    if (needsStack && !stack && index >= stackStartsBefore) stack = startStack();
    if (stack && group.some((step) => step.usesStack)) await stackReady(stack);
    const streamed = group.length === 1;
    if (streamed) console.log(`\n━━ ${group[0]!.name}: ${group[0]!.command}`);
    else console.log(`\n━━ side by side: ${group.map((step) => step.name).join(', ')}`);
    const groupResults = await Promise.all(group.map((step) => run(step, streamed)));
    results.push(...groupResults);
    if (groupResults.some((result) => !result.ok)) break;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // Counted, so that the summary does not read as if every step passed.
  results.push({ name: 'local stack', seconds: (performance.now() - started) / 1000, ok: false });
} finally {
  if (stack) await stopStack(stack);
}

console.log('\n━━ Summary');
for (const result of results) {
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`,
  );
}
const failed = results.filter((result) => !result.ok).length;
console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s (wall clock)`);
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === stepCount ? 0 : 1);
