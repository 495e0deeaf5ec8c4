// Where the tests find a Firestore emulator: FIRESTORE_EMULATOR_HOST when set (so the same suites run
// against the official emulator), else this emulator started in-process on a free port.
import { startEmulator, type RunningEmulator } from '../server.js';

export interface EmulatorEndpoint {
  host: string;
  port: number;
  /** True when the tests run against this package's emulator (in-process). */
  isLocal: boolean;
  stop(): Promise<void>;
}

export async function emulatorEndpoint(projectId: string): Promise<EmulatorEndpoint> {
  const external = process.env['FIRESTORE_EMULATOR_HOST'];
  if (external) {
    const [host, port] = splitHostPort(external);
    return { host, port, isLocal: false, stop: async () => {} };
  }
  const emulator: RunningEmulator = await startEmulator({ port: 0, projectId });
  return { host: emulator.host, port: emulator.port, isLocal: true, stop: () => emulator.close() };
}

export function splitHostPort(hostPort: string): [string, number] {
  const colon = hostPort.lastIndexOf(':');
  const host = hostPort.slice(0, colon).replace(/^\[|\]$/g, '');
  const port = Number(hostPort.slice(colon + 1));
  if (colon < 0 || !Number.isInteger(port)) throw new Error(`Not host:port: ${hostPort}`);
  return [host, port];
}
