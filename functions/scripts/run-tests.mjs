#!/usr/bin/env node
// Runs every test of the functions workspace (unit and integration) against real local services:
// our Firestore emulator and firebase-tools' Functions and Auth emulators on free ports, with vitest
// as the command of `firebase emulators:exec`. Expects a fresh build (`npm test` here builds first).
// Extra arguments go to `vitest run`, e.g. `node scripts/run-tests.mjs test/`.
import path from 'node:path';
import { register } from 'tsx/esm/api';

// The local stack is the repository's TypeScript module (scripts/local-stack.ts), as for npm start.
register();
const { emulatorsExec, freePort, functionsRoot, repositoryRoot, withFirestoreEmulator } =
  await import('../../scripts/local-stack.ts');

async function main() {
  const vitest = path.join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs');
  // The integration tests start their SMTP server on this port (CONTACT_SMTP_PORT).
  const smtpPort = await freePort();
  return withFirestoreEmulator((firestoreHost) =>
    emulatorsExec(
      [process.execPath, vitest, 'run', '--root', functionsRoot, ...process.argv.slice(2)],
      { firestoreHost, smtpPort },
    ),
  );
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
