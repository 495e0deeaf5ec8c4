/**
 * The local stack, in one module for its two uses, which differ in their ports:
 * - fixed ports (`ports`, the ones firebase.json names): `startLocalStack`, the whole backend and site
 *   as one long-running process tree for `npm start` and the end-to-end tests: our Firestore
 *   emulator, firebase-tools' Auth and Functions emulators (pointed at it), the SMTP catcher, the mail
 *   retry sweep and the deleted-account sweep (every minute), and the site (Vite dev server, or the
 *   production build served by firebase-tools' Hosting emulator);
 * - free ports (free-port.ts): `withFirestoreEmulator` + `emulatorsExec`, a private stack per run for the
 *   functions' tests and the load test, so they run beside each other and beside `npm start`.
 * Everything listens on 127.0.0.1; Ctrl-C stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION } from '@site/contract';
import { startEmulator } from '@site/firestore-emulator';
import { shellQuote } from '../ops/shell-words';
import { freePort, portInUse } from './free-port';
import { defaultPublicDir, localHostingConfig } from './hosting-emulator';
import { demoSecrets, privateFunctionsSource, provideLocalSecrets } from './local-secrets';

export const projectId = 'demo-lagoon-ridge';
/** The fixed ports of `npm start` (firebase.json's "emulators" names the same for Auth and Functions). */
export const ports = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  smtp: 2525,
  dev: 5173,
  preview: 4173,
} as const;

/**
 * What `npm start` prints once the whole stack answers. The Hosting emulator listens before Functions
 * have loaded, so whoever waits for the stack (Playwright, npm test) waits for this line, not for a port.
 */
export const STACK_READY = 'The local stack is ready';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const functionsRoot = path.join(repositoryRoot, 'functions');
const root = repositoryRoot;
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface StackOptions {
  /** 'dev' serves with hot reload; 'preview' serves the production build in dist/. */
  site: 'dev' | 'preview';
  /** Keep Firestore and Auth data in .emulator-data/ between runs. */
  persist: boolean;
}

interface Service {
  name: string;
  child: ChildProcess;
}

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];

function prefixLines(
  name: string,
  colour: string,
  stream: NodeJS.ReadableStream,
  out: NodeJS.WriteStream,
) {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${colour}[${name}]\x1b[0m ${line}\n`);
  });
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`Nothing listened on 127.0.0.1:${port} in time`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** A function's URL in the Functions emulator on `port`. */
export const functionUrl = (port: number, name: string) =>
  `http://127.0.0.1:${port}/${projectId}/${FUNCTIONS_REGION}/${name}`;

/** The demo project's params (functions/.env.demo-lagoon-ridge), by name. */
export async function demoFunctionParams(): Promise<Record<string, string | undefined>> {
  return parseEnv(await readFile(path.join(functionsRoot, `.env.${projectId}`), 'utf8'));
}

/** The Functions emulator is ready when the callable answers (a 400 for an empty message), not just its port. */
async function waitForFunction(timeoutMs: number): Promise<void> {
  const url = functionUrl(ports.functions, 'sendContactEmail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      if (response.status === 400) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `sendContactEmail did not load in the Functions emulator within ${timeoutMs / 1000} s`,
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export const demoAccount = { email: 'demo@lagoonridge.test', password: 'demo-password' } as const;

/** Creates the verified demo account in the Auth emulator unless it exists already. */
async function seedDemoAccount(): Promise<void> {
  const base = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoAccount, returnSecureToken: true }),
  });
  const body = (await signUp.json()) as { localId?: string; error?: { message?: string } };
  if (!signUp.ok) {
    if (body.error?.message === 'EMAIL_EXISTS') return;
    throw new Error(`Could not seed the demo account: ${body.error?.message ?? signUp.status}`);
  }
  // Admin call (Bearer owner) so the demo account can sign straight in as a verified user.
  await fetch(`${base}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      localId: body.localId,
      emailVerified: true,
      displayName: 'Demo Client',
    }),
  });
}

/**
 * The firebase.json the preview's emulators start from: firebase.json's Functions and emulators, plus
 * Hosting on `ports.preview` serving dist/ with its build's config made local (localHostingConfig). In
 * a folder of its own, so that firebase.json stays as it is deployed. Returns the folder.
 */
async function writePreviewConfig(): Promise<string> {
  const configDir = await mkdtemp(path.join(tmpdir(), 'local-stack-'));
  const firebaseJson = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string }[];
    emulators: Record<string, unknown>;
  };
  const config = {
    hosting: localHostingConfig(root, defaultPublicDir(root), configDir),
    // Relative to the config's folder, as firebase-tools resolves it.
    functions: firebaseJson.functions.map((codebase) => ({
      ...codebase,
      source: path.relative(configDir, path.join(root, codebase.source)),
    })),
    emulators: { ...firebaseJson.emulators, hosting: { host: '127.0.0.1', port: ports.preview } },
  };
  await writeFile(path.join(configDir, 'firebase.json'), JSON.stringify(config, null, 2));
  return configDir;
}

export async function startLocalStack(
  options: StackOptions,
): Promise<{ stop: () => Promise<void>; siteUrl: string }> {
  // A second stack on the same ports would see the first answer and say it is ready while its own
  // services die with EADDRINUSE: refuse at once instead, naming the port.
  const sitePort = options.site === 'dev' ? ports.dev : ports.preview;
  for (const [name, port] of [
    ['Firestore', ports.firestore],
    ['Auth', ports.auth],
    ['Functions', ports.functions],
    ['SMTP', ports.smtp],
    ['site', sitePort],
  ] as const) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${name}) is in use: another npm start, or a test run's stack, holds it. Stop it first.`,
      );
    }
  }
  const services: Service[] = [];
  const dataDir = path.join(root, '.emulator-data');
  mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
  const backendEnv = {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    GCLOUD_PROJECT: projectId,
  };

  const start = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    // Same process group as this script: whoever stops the group (Ctrl-C, Playwright) stops every service.
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...backendEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const colour = colours[services.length % colours.length] ?? '';
    if (child.stdout) prefixLines(name, colour, child.stdout, process.stdout);
    if (child.stderr) prefixLines(name, colour, child.stderr, process.stderr);
    services.push({ name, child });
    return child;
  };

  /** The preview's firebase.json (writePreviewConfig), removed when the stack stops. */
  let previewConfigDir: string | undefined;

  const stop = async () => {
    await Promise.all(
      services.reverse().map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.pid === undefined) return resolve();
            const timer = setTimeout(() => {
              try {
                child.kill('SIGKILL');
              } catch {
                // Already gone.
              }
              resolve();
            }, 15_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            try {
              child.kill('SIGINT');
            } catch {
              resolve();
            }
          }),
      ),
    );
    if (previewConfigDir) await rm(previewConfigDir, { recursive: true, force: true });
  };

  try {
    // esbuild alone: the types are npm run typecheck's (and the deploy's build checks them again).
    await run('npm', ['run', 'bundle', '--workspace', 'functions', '--silent']);

    const firestoreData = path.join(dataDir, 'firestore');
    start('firestore', process.execPath, [
      path.join(root, 'emulators/firestore/bin/firestore-emulator.mjs'),
      '--host',
      '127.0.0.1',
      '--port',
      String(ports.firestore),
      '--project',
      projectId,
      '--rules',
      path.join(root, 'firestore.rules'),
      ...(options.persist
        ? [
            ...(existsSync(firestoreData) ? ['--import', firestoreData] : []),
            '--export-on-exit',
            firestoreData,
          ]
        : []),
    ]);

    // The catcher plays the mail provider's inbound route too: mail to the demo reply domain goes to
    // receiveInboundMail, signed as Mailgun signs it (functions/README.md, "Inbound mail").
    const demoParams = await demoFunctionParams();
    start('smtp', process.execPath, [
      path.join(root, 'packages/smtp-catcher/src/smtp-catcher.mjs'),
      '--inbound-url',
      functionUrl(ports.functions, 'receiveInboundMail'),
      '--reply-domain',
      demoParams.REPLY_DOMAIN ?? '',
      '--signing-key',
      demoParams.MAILGUN_SIGNING_KEY ?? '',
    ]);

    const firebaseData = path.join(dataDir, 'firebase');
    if (options.site === 'preview') previewConfigDir = await writePreviewConfig();
    const secretsNote = await provideLocalSecrets(
      functionsRoot,
      await demoSecrets(functionsRoot, projectId),
    );
    if (secretsNote) console.warn(secretsNote);
    start('firebase', bin('firebase'), [
      'emulators:start',
      ...(previewConfigDir
        ? [
            '--only',
            'auth,functions,hosting',
            '--config',
            path.join(previewConfigDir, 'firebase.json'),
          ]
        : ['--only', 'auth,functions']),
      '--project',
      projectId,
      ...(options.persist
        ? [
            ...(existsSync(path.join(firebaseData, 'firebase-export-metadata.json'))
              ? ['--import', firebaseData]
              : []),
            '--export-on-exit',
            firebaseData,
          ]
        : []),
    ]);

    // firebase-tools takes 15-25 s to start on an idle 2-core machine, and over 90 s when npm test
    // starts it beside the lint, unit and functions suites: wait as long as npm test waits for the stack.
    await Promise.all([
      waitForPort(ports.firestore, 15_000),
      waitForPort(ports.smtp, 15_000),
      waitForPort(ports.auth, 240_000),
      waitForFunction(240_000),
    ]);
    await seedDemoAccount();
    // Production's retryUndeliveredMail runs on a schedule, which the emulators cannot; this sweeps
    // every minute instead (see functions/README.md, "The retry sweep").
    start('mail-sweep', bin('tsx'), ['scripts/ops/mail-retry.ts', '--every', '60']);
    // Likewise production's finishAccountDeletions (functions/README.md, "Deleting an account").
    start('account-sweep', bin('tsx'), ['scripts/ops/deleted-account-sweep.ts', '--every', '60']);

    // The preview's site is the Hosting emulator, started above.
    if (options.site === 'dev') start('site', bin('vite'), ['--port', String(sitePort)]);
    await waitForPort(sitePort, 30_000);
    return { stop, siteUrl: `http://127.0.0.1:${sitePort}/` };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `work` while our Firestore emulator listens on 127.0.0.1 on a free port (`127.0.0.1:<port>`). */
export async function withFirestoreEmulator<T>(
  work: (firestoreHost: string) => Promise<T>,
): Promise<T> {
  const firestore = await startEmulator({ host: '127.0.0.1', port: 0, projectId });
  try {
    return await work(`127.0.0.1:${firestore.port}`);
  } finally {
    await firestore.close();
  }
}

export interface EmulatorsExecOptions {
  firestoreHost: string;
  smtpPort: number;
  /** More variables for firebase-tools, the function and the command. */
  env?: Record<string, string>;
}

/**
 * Runs `command` (program and arguments, quoted here for the shell firebase-tools uses) inside
 * `firebase emulators:exec --only functions,auth` on free ports. The function (built in
 * functions/lib) runs from a folder of the run's own (local-secrets.ts) with the demo params of
 * functions/.env.demo-lagoon-ridge, and secrets of its own: SMTP_URL points at `smtpPort`, and no
 * functions/.secret.local (npm start's, or a developer's) is read. `command` sees
 * FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_ORIGIN
 * (`http://127.0.0.1:<port>`) and CONTACT_SMTP_PORT. Resolves to the command's exit code.
 */
export async function emulatorsExec(
  command: string[],
  { firestoreHost, smtpPort, env = {} }: EmulatorsExecOptions,
): Promise<number> {
  const stackDirectory = await mkdtemp(path.join(tmpdir(), 'functions-stack-'));
  try {
    const functionsSource = await privateFunctionsSource(
      stackDirectory,
      { functionsRoot, repositoryRoot },
      {
        ...(await demoSecrets(functionsRoot, projectId)),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    );
    const [functionsPort, authPort, hubPort, loggingPort, eventarcPort, tasksPort] =
      await Promise.all(Array.from({ length: 6 }, freePort));
    const emulator = (port: number) => ({ host: '127.0.0.1', port });
    const config = {
      functions: [
        {
          source: path.relative(stackDirectory, functionsSource),
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
    // Its SMTP_URL is the demo one; the run's .secret.local beats it.
    await copyFile(
      path.join(functionsRoot, `.env.${projectId}`),
      path.join(stackDirectory, `.env.${projectId}`),
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
        projectId,
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
    return await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
    });
  } finally {
    await rm(stackDirectory, { recursive: true, force: true });
  }
}
