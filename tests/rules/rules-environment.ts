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

export async function rulesHarness(): Promise<RulesHarness> {
  setLogLevel('silent'); // Lite logs every refused call; the tests assert on them instead
  const [host, port] = splitHostPort(inject('firestoreEmulatorHost'));
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port, rules },
  });
  const clients = liteClients(PROJECT_ID, host, port);
  return {
    env,
    clients,
    close: async () => {
      await env.cleanup();
      await clients.close();
    },
  };
}
