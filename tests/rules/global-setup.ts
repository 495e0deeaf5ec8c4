// Before the rules tests: use the Firestore emulator named by FIRESTORE_EMULATOR_HOST (the official one,
// under `firebase emulators:exec`), or start this repository's emulator in-process on a free port.
import type { TestProject } from 'vitest/node';
import { startEmulator } from '@site/firestore-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const external = process.env['FIRESTORE_EMULATOR_HOST'];
  if (external) {
    project.provide('firestoreEmulatorHost', external);
    return undefined;
  }
  const emulator = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: 'demo-lagoon-ridge',
  });
  project.provide('firestoreEmulatorHost', `${emulator.host}:${emulator.port}`);
  return () => emulator.close();
}
