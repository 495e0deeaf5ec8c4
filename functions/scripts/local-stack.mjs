// The local services the function runs against, shared by the test runner and the load test:
// our Firestore emulator on a free port, and firebase-tools' Functions + Auth emulators around a
// command (`firebase emulators:exec`), with FIRESTORE_EMULATOR_HOST pointing at ours.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The emulator package ships its TypeScript sources (as its own bin does, run them through tsx).
register();
const { startEmulator } = await import('@site/firestore-emulator');

export const PROJECT_ID = 'demo-lagoon-ridge';
export const functionsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = path.resolve(functionsRoot, '..');

/** Fixed ports: firebase.json's emulators and the SMTP port in functions/.env.demo-lagoon-ridge. */
const STACK_PORTS = {
  'Functions emulator': 5001,
  'Auth emulator': 9099,
  'emulator hub': 4400,
  'emulator logging': 4500,
  SMTP: 2525,
};

/** @param {number} port */
function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Fails early, with the fix, instead of firebase-tools failing half-way through its start. */
export async function assertStackPortsFree() {
  const busy = [];
  for (const [service, port] of Object.entries(STACK_PORTS)) {
    if (!(await isPortFree(port))) {
      busy.push(`${port} (${service})`);
    }
  }
  if (busy.length > 0) {
    throw new Error(
      `Ports in use: ${busy.join(', ')}. Stop the local stack (npm start, npm run smtp) and run again.`,
    );
  }
}

/**
 * Runs `work` while our Firestore emulator listens on 127.0.0.1 on a free port.
 * @template T
 * @param {(firestoreHost: string) => Promise<T>} work receives `127.0.0.1:<port>`
 * @returns {Promise<T>}
 */
export async function withFirestoreEmulator(work) {
  const firestore = await startEmulator({ host: '127.0.0.1', port: 0, projectId: PROJECT_ID });
  try {
    return await work(`127.0.0.1:${firestore.port}`);
  } finally {
    await firestore.close();
  }
}

/** @param {string} argument */
const shellQuote = (argument) => `'${argument.replace(/'/g, `'\\''`)}'`;

/**
 * Runs `command` inside `firebase emulators:exec --only functions,auth`; the function (built in
 * functions/lib) and the command both see FIRESTORE_EMULATOR_HOST.
 * @param {string[]} command program and arguments, quoted here for the shell firebase-tools uses
 * @param {{ firestoreHost: string, env?: Record<string, string> }} options
 * @returns {Promise<number>} the exit code, which is the command's
 */
export function emulatorsExec(command, { firestoreHost, env = {} }) {
  const firebase = path.join(repositoryRoot, 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebase,
    [
      'emulators:exec',
      '--only',
      'functions,auth',
      '--project',
      PROJECT_ID,
      command.map(shellQuote).join(' '),
    ],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env, FIRESTORE_EMULATOR_HOST: firestoreHost },
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}
