import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  ephemeralPortsStart,
  freePort,
  portInUse,
  PortTakenError,
  startOnFreePorts,
} from './free-port';

describe('freePort', () => {
  it('picks a free port below the range the system hands out for any port', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(ephemeralPortsStart());
    expect(await portInUse(port)).toBe(false);
  });

  it('passes over a port something listens on', async () => {
    const taken = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(taken, '127.0.0.1', resolve));
    try {
      // The first pick is the taken port, the second another one.
      const picks = [taken, taken + 1].map(
        (port) => (port - 10_000 + 0.5) / (ephemeralPortsStart() - 10_000),
      );
      const port = await freePort(() => picks.shift() ?? 0);
      expect(port).toBe(taken + 1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads the range where the system has one, and falls back to Linux’s default', () => {
    expect(ephemeralPortsStart(() => '40000\t60999\n')).toBe(40_000);
    expect(ephemeralPortsStart(() => 'nonsense')).toBe(32_768);
    expect(
      ephemeralPortsStart(() => {
        throw new Error('no /proc');
      }),
    ).toBe(32_768);
  });
});

describe('portInUse', () => {
  it('tells a port something listens on from a free one', async () => {
    const port = await freePort();
    expect(await portInUse(port)).toBe(false);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await portInUse(port)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portInUse(port)).toBe(false);
  });
});

describe('startOnFreePorts', () => {
  const failing = (errors: Error[]) => {
    const calls = { count: 0 };
    const start = () => {
      const error = errors[calls.count];
      calls.count += 1;
      return error ? Promise.reject(error) : Promise.resolve('started');
    };
    return { calls, start };
  };

  it('starts again while a port was taken, and answers what the start that worked did', async () => {
    const { calls, start } = failing([new PortTakenError('hub'), new PortTakenError('logging')]);
    await expect(startOnFreePorts(start)).resolves.toBe('started');
    expect(calls.count).toBe(3);
  });

  it('gives up after three starts, with the last one’s error', async () => {
    const { calls, start } = failing(['a', 'b', 'c', 'd'].map((port) => new PortTakenError(port)));
    await expect(startOnFreePorts(start)).rejects.toThrow('c');
    expect(calls.count).toBe(3);
  });

  it('does not start again after any other failure', async () => {
    const { calls, start } = failing([new Error('the build is missing')]);
    await expect(startOnFreePorts(start)).rejects.toThrow('the build is missing');
    expect(calls.count).toBe(1);
  });
});
