import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below the system's own ports, above the well-known services' (5001, 8080, 9099, …). */
const LOWEST_PORT = 10_000;

/**
 * The first port the system hands out for `listen(0)` and outgoing connections: Linux's
 * ip_local_port_range, 32768 where it cannot be read.
 */
export function ephemeralPortsStart(
  readRange: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): number {
  try {
    const start = Number(readRange().trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > LOWEST_PORT ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A port nothing listens on right now (127.0.0.1), picked at random below the ephemeral range. A port
 * found free is only used seconds later (an emulator binding it); every process that asks the system
 * for any port (listen(0): Lighthouse's Chromium, browsers' debugging ports) gets one from the ephemeral
 * range, and took one of ours meanwhile when we picked there too (docs/performance-log.md, 29 Nov
 * 2026, eighth session). Only another caller of this could pick the same port: about one chance in 22,000.
 */
export async function freePort(random: () => number = Math.random): Promise<number> {
  const span = ephemeralPortsStart() - LOWEST_PORT;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(random() * span);
    if (!(await portInUse(port))) return port;
  }
  throw new Error(`No free port between ${LOWEST_PORT} and ${LOWEST_PORT + span} in 20 tries`);
}

/** Whether something already listens on `port` (127.0.0.1): a second stack's, typically. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** A server that exited because a port it was given had been taken since freePort() found it free. */
export class PortTakenError extends Error {}

/**
 * Starts a server on ports freePort() found, again with new ones while it fails with PortTakenError,
 * up to `attempts` times in all: seconds pass before the server binds them on a busy host, and another
 * process can take one meanwhile. Lighthouse's Chromium, whose launcher finds its port the same way,
 * once took a Hosting emulator's (docs/performance-log.md, 29 Nov 2026, eighth session).
 */
export async function startOnFreePorts<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= attempts) throw error;
    }
  }
}
