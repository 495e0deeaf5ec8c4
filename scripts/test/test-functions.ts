/**
 * `npm run test:functions` (after `npm run build -w functions`): every test of the functions workspace
 * (unit and integration) against real local services: our Firestore emulator and firebase-tools'
 * Functions and Auth emulators on free ports (scripts/dev/local-stack.ts), with vitest as the command of
 * `firebase emulators:exec`. The root owns this stack, so the functions workspace does not import the
 * site's tooling. Extra arguments go to `vitest run`, e.g. `npx tsx scripts/test/test-functions.ts test/`.
 */
import path from 'node:path';
import { freePort } from '../dev/free-port';
import {
  emulatorsExec,
  functionsRoot,
  repositoryRoot,
  withFirestoreEmulator,
} from '../dev/local-stack';

async function main(): Promise<number> {
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
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
