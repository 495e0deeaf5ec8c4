/**
 * The command line of the local sweeps (`npm run mail:retry`, the deleted-account sweep): one sweep by
 * hand, or with `--every <seconds>` one on that interval until Ctrl-C or SIGTERM (`npm start` runs them
 * so, as production's schedules would; the emulators have no scheduler).
 */
import { readArgs } from './command-line';

/** A local sweep, once its clients are set up. */
export interface LocalSweep {
  /** What its failures are prefixed with, e.g. `Mail sweep`. */
  name: string;
  /** One sweep run by hand: the script exits 1 when it counted errors. */
  once(): Promise<{ errors: number }>;
  /** One sweep as the schedule runs it, on each tick of `--every`. */
  scheduled(): Promise<unknown>;
}

/** Runs the sweep `start` sets up, once or `--every <seconds>` as `argv` says; answers the exit code. */
export async function localSweepCommand(
  argv: string[],
  start: () => Promise<LocalSweep>,
): Promise<number> {
  const { values } = readArgs({ args: argv, options: { every: { type: 'string' } } });
  const sweep = await start();
  if (values.every === undefined) return (await sweep.once()).errors > 0 ? 1 : 0;
  await sweepEvery(values.every, sweep.name, () => sweep.scheduled());
  return 0;
}

/**
 * `--every <seconds>`: runs `sweep` now and then every interval until Ctrl-C or SIGTERM, never two at
 * once (a slow sweep, SMTP timeouts say, is not stacked on by the next). A failed sweep is logged and
 * the next one still runs.
 */
export async function sweepEvery(
  seconds: string,
  name: string,
  sweep: () => Promise<unknown>,
): Promise<void> {
  const intervalMs = Number(seconds) * 1000;
  if (!(intervalMs >= 1000)) throw new Error('--every takes a number of seconds (at least 1).');
  console.log(`${name} every ${seconds} s until stopped`);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) =>
        console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  clearInterval(timer);
}
