/**
 * `npm test`: every check the project has, in order, failing fast. Prints each step's duration and
 * a closing "Steps: N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const steps: Step[] = [
  { name: 'lint (eslint + prettier)', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit and component tests', command: 'npm run test:unit' },
  { name: 'firestore emulator tests', command: 'npm run test:emulator' },
  { name: 'security rules tests', command: 'npm run test:rules' },
  { name: 'cloud function tests', command: 'npm run test:functions' },
  { name: 'build', command: 'npm run build' },
  { name: 'end-to-end tests', command: 'npm run test:e2e' },
  // Last, on a machine with nothing else running: Lighthouse's timings depend on it.
  { name: 'performance budgets (Lighthouse)', command: 'npm run budgets' },
];

const only = process.argv.slice(2);
const selected = only.length
  ? steps.filter((step) => only.some((word) => step.command.includes(word)))
  : steps;
const results: { name: string; seconds: number; ok: boolean }[] = [];

for (const step of selected) {
  console.log(`\n━━ ${step.name}: ${step.command}`);
  const started = performance.now();
  const { status } = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok: status === 0 });
  if (status !== 0) break;
}

console.log('\n━━ Summary');
for (const result of results) {
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`,
  );
}
const failed = results.filter((result) => !result.ok).length;
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`Total ${total.toFixed(1)} s`);
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);
