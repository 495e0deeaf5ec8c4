/**
 * Wherever the site is served locally (the local stack, the built-site tests, the budgets), firebase-tools'
 * own Hosting emulator serves it, with the build's Hosting config (scripts/build/build-artefacts.ts). So
 * clean URLs, the trailing slash, redirects, function rewrites, headers, compression and 404.html are
 * decided by the code Firebase ships, not by ours. What a page served locally needs besides is one
 * change to that config (localHostingConfig). The local stack runs the emulator inside its own
 * firebase-tools, beside Functions, so that function rewrites reach the local functions
 * (scripts/dev/local-stack.ts). HTTP/2 and production's compression, for the budgets, are
 * scripts/budgets/production-front.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  firebaseJsonHosting,
  hostingConfigFor,
  type HostingConfig,
} from '../build/build-artefacts';
import { freePort, PortTakenError, startOnFreePorts } from './free-port';

const firebaseBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/firebase');

/**
 * The Hosting config `publicDir` is served with locally, from a firebase.json in `configDir`: its
 * build's (hostingConfigFor), with two changes.
 * - `public` is relative to `configDir`: the emulator joins it to that folder, even an absolute one.
 * - The CSP leaves out upgrade-insecure-requests, which over plain HTTP on loopback would send the
 *   browser to https://127.0.0.1. Nothing else of it changes: the build's connect-src already names
 *   the emulators a local build calls.
 */
export function localHostingConfig(
  root: string,
  publicDir: string,
  configDir: string,
): HostingConfig {
  const hosting = hostingConfigFor(root, publicDir);
  return {
    ...hosting,
    public: path.relative(configDir, publicDir),
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy'
          ? { ...header, value: header.value.replace(/;\s*upgrade-insecure-requests/, '') }
          : header,
      ),
    })),
  };
}

/** The folder firebase.json serves (dist/), absolute. */
export function defaultPublicDir(root: string): string {
  return path.resolve(root, firebaseJsonHosting(root).public);
}

/**
 * Whether something answers at `url`, asked over a connection that closes after: the emulator does not
 * stop on SIGINT while a client holds a connection open.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = request(url, { method: 'HEAD', agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    asked.on('error', () => resolve(false));
    asked.end();
  });
}

interface HostingEmulatorOptions {
  root: string;
  publicDir?: string;
  port?: number;
}

export interface HostingEmulator {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts firebase-tools' Hosting emulator alone on `publicDir` (default dist/), on `port` or a free
 * one, and resolves once it answers. Its function rewrites go nowhere: only the local stack's
 * emulator has Functions beside it.
 */
export async function startHostingEmulator(
  options: HostingEmulatorOptions,
): Promise<HostingEmulator> {
  // firebase-tools says "port taken" when one was taken before it bound it (free-port.ts).
  return startOnFreePorts(() => startOnce(options));
}

async function startOnce({
  root,
  publicDir = defaultPublicDir(root),
  port,
}: HostingEmulatorOptions): Promise<HostingEmulator> {
  const configDir = await mkdtemp(path.join(tmpdir(), 'hosting-emulator-'));
  const [hostingPort, hubPort, loggingPort] = await Promise.all([
    port ?? freePort(),
    freePort(),
    freePort(),
  ]);
  const at = (listen: number) => ({ host: '127.0.0.1', port: listen });
  const config = {
    hosting: localHostingConfig(root, path.resolve(root, publicDir), configDir),
    emulators: {
      hosting: at(hostingPort),
      hub: at(hubPort),
      logging: at(loggingPort),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(configDir, 'firebase.json'), JSON.stringify(config, null, 2));

  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'hosting', '--project', 'demo-local-hosting'],
    { cwd: configDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      // It stops within a second, unless a client still holds a connection open: then it never does.
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(configDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${hostingPort}/`;
  // firebase-tools takes about a second to start on an idle 2-core machine; much longer beside a build.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answered = await answers(url);
    if (answered) return { url, close };
    const stopped = child.exitCode !== null || child.signalCode !== null;
    if (stopped || Date.now() > deadline) {
      await close();
      const message = `The Hosting emulator ${stopped ? 'exited' : 'did not answer in time'}:\n${output}`;
      throw stopped && /port taken/i.test(output)
        ? new PortTakenError(message)
        : new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
