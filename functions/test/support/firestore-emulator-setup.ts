// Vitest global setup: makes our local Firestore emulator (emulators/firestore) available to tests.
// Under `npm run test:functions` it is already running and FIRESTORE_EMULATOR_HOST says where; when a
// developer runs `vitest` directly, one is started here on a free port and stopped afterwards.
import { startEmulator } from '@site/firestore-emulator';
import type { TestProject } from 'vitest/node';
import { PROJECT_ID } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const runningHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (runningHost !== undefined && runningHost !== '') {
    project.provide('firestoreEmulatorHost', runningHost);
    return;
  }
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, projectId: PROJECT_ID });
  project.provide('firestoreEmulatorHost', `127.0.0.1:${emulator.port}`);
  return () => emulator.close();
}
