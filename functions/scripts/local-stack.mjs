// A private copy of the local backend for the function tests and the load test: our Firestore
// emulator, an SMTP port, and firebase-tools' Functions + Auth emulators around a command
// (`firebase emulators:exec`). Every port is a free one, so it runs beside `npm start` or another
// test run; only firebase.json's emulator ports are left alone (a generated config is used instead).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The emulator package ships its TypeScript sources (its own bin runs them through tsx too).
register();
const { startEmulator } = await import('@site/firestore-emulator');

export const PROJECT_ID = 'demo-lagoon-ridge';
export const functionsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = path.resolve(functionsRoot, '..');

/** @returns {Promise<number>} a port nothing listens on right now (127.0.0.1) */
export function freePort() {
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
 * A developer's functions/.secret.local beats every other source of secrets in the emulator, so a
 * real SMTP_URL there would receive the tests' mail. Refuse rather than send it.
 */
async function assertNoLocalSecretOverrides() {
  const secretFile = path.join(functionsRoot, '.secret.local');
  if (!existsSync(secretFile)) {
    return;
  }
  const overridden = (await readFile(secretFile, 'utf8'))
    .split('\n')
    .map((line) => /^\s*(?:export\s+)?(SMTP_URL|IP_HASH_SALT)\s*=/.exec(line)?.[1])
    .filter((name) => name !== undefined);
  if (overridden.length > 0) {
    throw new Error(
      `functions/.secret.local sets ${overridden.join(', ')}, which would override the test stack's ` +
        'values (and could mail real people). Move the file aside while the tests run.',
    );
  }
}

/**
 * Runs `command` inside `firebase emulators:exec --only functions,auth` on free ports. The function
 * (built in functions/lib) gets the demo params of functions/.env.demo-lagoon-ridge, except that
 * SMTP_URL points at `smtpPort`. `command` sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
 * FUNCTIONS_EMULATOR_ORIGIN (`http://127.0.0.1:<port>`) and CONTACT_SMTP_PORT.
 * @param {string[]} command program and arguments, quoted here for the shell firebase-tools uses
 * @param {{ firestoreHost: string, smtpPort: number, env?: Record<string, string> }} options
 *   `env`: more variables for firebase-tools, the function and the command
 * @returns {Promise<number>} the exit code, which is the command's
 */
export async function emulatorsExec(command, { firestoreHost, smtpPort, env = {} }) {
  await assertNoLocalSecretOverrides();
  const stackDirectory = await mkdtemp(path.join(tmpdir(), 'functions-stack-'));
  try {
    const [functionsPort, authPort, hubPort, loggingPort, eventarcPort, tasksPort] =
      await Promise.all(Array.from({ length: 6 }, freePort));
    const emulator = (/** @type {number} */ port) => ({ host: '127.0.0.1', port });
    const config = {
      functions: [
        {
          source: path.relative(stackDirectory, functionsRoot),
          codebase: 'default',
          runtime: 'nodejs22',
          // The params below, instead of the .env files in functions/.
          configDir: '.',
        },
      ],
      emulators: {
        functions: emulator(functionsPort),
        auth: emulator(authPort),
        hub: emulator(hubPort),
        logging: emulator(loggingPort),
        eventarc: emulator(eventarcPort),
        tasks: emulator(tasksPort),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    await writeFile(path.join(stackDirectory, 'firebase.json'), JSON.stringify(config, null, 2));
    const demoParams = await readFile(path.join(functionsRoot, `.env.${PROJECT_ID}`), 'utf8');
    await writeFile(
      path.join(stackDirectory, `.env.${PROJECT_ID}`),
      demoParams.replace(/^SMTP_URL=.*$/m, `SMTP_URL=smtp://127.0.0.1:${smtpPort}`),
    );

    const child = spawn(
      path.join(repositoryRoot, 'node_modules', '.bin', 'firebase'),
      [
        'emulators:exec',
        '--config',
        path.join(stackDirectory, 'firebase.json'),
        '--only',
        'functions,auth',
        '--project',
        PROJECT_ID,
        command.map(shellQuote).join(' '),
      ],
      {
        cwd: stackDirectory,
        stdio: 'inherit',
        env: {
          ...process.env,
          // firebase-tools gives a worker process 30 s to load the function; a busy two-core machine
          // starting several at once needs longer (the load test saw "Failed to load function").
          FUNCTIONS_DISCOVERY_TIMEOUT: '120',
          ...env,
          // Reaches the function's process.env too, so the function writes to our emulator.
          FIRESTORE_EMULATOR_HOST: firestoreHost,
          FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${functionsPort}`,
          CONTACT_SMTP_PORT: String(smtpPort),
        },
      },
    );
    return await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
    });
  } finally {
    await rm(stackDirectory, { recursive: true, force: true });
  }
}
