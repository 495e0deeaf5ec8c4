import { createServer } from 'node:net';

/** A port nothing listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
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
