// One rules-unit-testing environment per test file, loaded with the project's firestore.rules, and
// Firestore Lite clients built the way the app builds them.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore/lite';
import { inject } from 'vitest';
import { liteClients, splitHostPort, type LiteClients } from '@site/firestore-emulator/testing';

export const PROJECT_ID = 'demo-lagoon-ridge';

export interface RulesHarness {
  env: RulesTestEnvironment;
  clients: LiteClients;
  close(): Promise<void>;
}

/** A harness on `projectId` (a file of its own keeps its data from the other files running beside it). */
export async function rulesHarness(projectId = PROJECT_ID): Promise<RulesHarness> {
  setLogLevel('silent'); // Lite logs every refused call; the tests assert on them instead
  const [host, port] = splitHostPort(inject('firestoreEmulatorHost'));
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port, rules },
  });
  const clients = liteClients(projectId, host, port);
  return {
    env,
    clients,
    close: async () => {
      await env.cleanup();
      await clients.close();
    },
  };
}
