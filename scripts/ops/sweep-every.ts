/**
 * `--every <seconds>` for the local sweeps (`npm run mail:retry`, the deleted-account sweep): runs
 * `sweep` now and then every interval until Ctrl-C or SIGTERM, never two at once (a slow sweep, SMTP
 * timeouts say, is not stacked on by the next). A failed sweep is logged and the next one still runs.
 */
export async function sweepEvery(
  seconds: string,
  name: string,
  sweep: () => Promise<unknown>,
): Promise<void> {
  const intervalMs = Number(seconds) * 1000;
  if (!(intervalMs >= 1000)) throw new Error('--every takes a number of seconds (at least 1).');
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
