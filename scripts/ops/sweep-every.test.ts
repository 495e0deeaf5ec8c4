import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from './command-line';
import { localSweepCommand, type LocalSweep } from './sweep-every';

/** A sweep that records its runs; `once` counts `errors` errors. */
function fakeSweep(errors = 0) {
  const runs: ('once' | 'scheduled')[] = [];
  const sweep: LocalSweep = {
    name: 'Test sweep',
    once: () => {
      runs.push('once');
      return Promise.resolve({ errors });
    },
    scheduled: () => {
      runs.push('scheduled');
      return Promise.resolve();
    },
  };
  return { runs, start: () => Promise.resolve(sweep) };
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Ctrl-C for the loop without signalling the test's worker: calls the SIGTERM listener the loop added
 * since `before`, and removes the loop's listeners.
 */
function stop(before: Map<string, unknown[]>) {
  const added = SIGNALS.flatMap((signal) =>
    process
      .listeners(signal)
      .filter((listener) => !before.get(signal)?.includes(listener))
      .map((listener) => ({ signal, listener })),
  );
  expect(added.map(({ signal }) => signal)).toEqual([...SIGNALS]);
  for (const { signal, listener } of added) process.removeListener(signal, listener);
  added.find(({ signal }) => signal === 'SIGTERM')?.listener('SIGTERM');
}

const listenersNow = () =>
  new Map<string, unknown[]>(SIGNALS.map((signal) => [signal, process.listeners(signal)]));

afterEach(() => {
  vi.useRealTimers();
});

describe('localSweepCommand', () => {
  it('sweeps once by hand: exit 0, or 1 when the sweep counted errors', async () => {
    const clean = fakeSweep();
    expect(await localSweepCommand([], clean.start)).toBe(0);
    expect(clean.runs).toEqual(['once']);
    const failing = fakeSweep(2);
    expect(await localSweepCommand([], failing.start)).toBe(1);
  });

  it('with --every sweeps as scheduled now and on each tick, until SIGTERM', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { runs, start } = fakeSweep();

    const before = listenersNow();
    const exitCode = localSweepCommand(['--every', '60'], start);
    await vi.advanceTimersByTimeAsync(120_000);
    stop(before);

    expect(await exitCode).toBe(0);
    expect(runs).toEqual(['scheduled', 'scheduled', 'scheduled']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toHaveLength(3);
  });

  it('refuses an interval under a second and an unknown option', async () => {
    await expect(localSweepCommand(['--every', '0.5'], fakeSweep().start)).rejects.toThrow(
      '--every takes a number of seconds (at least 1).',
    );
    await expect(localSweepCommand(['--evry', '60'], fakeSweep().start)).rejects.toThrow(
      UsageError,
    );
  });
});
