/**
 * `npm test`: every check the project has, failing fast. Steps in one group run side by side (they are
 * mostly single-threaded or wait on emulators, and each uses its own free ports); groups run in order.
 * Prints each step's duration and a closing "Steps: N passed, N failed" line.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const groups: Step[][] = [
  [
    { name: 'lint (eslint + prettier)', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  [{ name: 'unit and component tests', command: 'npm run test:unit' }],
  [
    { name: 'firestore emulator tests', command: 'npm run test:emulator' },
    { name: 'security rules tests', command: 'npm run test:rules' },
    { name: 'cloud function tests', command: 'npm run test:functions' },
  ],
  [{ name: 'build', command: 'npm run build' }],
  // Includes the production-wiring suite (its own production-config build, served on port 4174).
  [{ name: 'end-to-end tests', command: 'npm run test:e2e' }],
  // Alone, last: Lighthouse measures the main thread, so nothing may run beside it.
  // Timings as warnings: they follow the host's speed; sizes and the first round trip still fail the run.
  [{ name: 'performance budgets (Lighthouse)', command: 'npm run budgets -- --timings-warn' }],
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
      env: { ...process.env, FORCE_COLOR: '1' },
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

const only = process.argv.slice(2);
const selectedGroups = groups
  .map((group) =>
    group.filter((step) => !only.length || only.some((word) => step.command.includes(word))),
  )
  .filter((group) => group.length > 0);
const stepCount = selectedGroups.flat().length;
const results: Result[] = [];
const started = performance.now();

for (const group of selectedGroups) {
  const streamed = group.length === 1;
  if (streamed) console.log(`\n━━ ${group[0]!.name}: ${group[0]!.command}`);
  else console.log(`\n━━ side by side: ${group.map((step) => step.name).join(', ')}`);
  const groupResults = await Promise.all(group.map((step) => run(step, streamed)));
  results.push(...groupResults);
  if (groupResults.some((result) => !result.ok)) break;
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
