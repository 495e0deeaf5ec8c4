/**
 * scripts/dev/hosting-server.ts stands in for Firebase Hosting wherever the site is served locally (the
 * end-to-end tests, Lighthouse, `npm start -- --preview`). It runs superstatic, the library
 * firebase-tools' Hosting emulator runs, with its own file provider, CSP and function rewrites around
 * it. This test serves one small build with it and with the real Hosting emulator, offline on free
 * ports, and requires the same status, redirect target and firebase.json headers for every route of the
 * sitemap, the legacy paths, the client-rendered routes and a 404: the wrapper must not change what
 * superstatic decides. Why a wrapper rather than the emulator: docs/ARCHITECTURE.md, "Serving the build
 * locally".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyServiceRedirects, paths, staticRoutePaths } from '../../src/config/paths';
import { startHostingServer, type HostingConfig } from './hosting-server';
import { freePort, repositoryRoot } from './local-stack';

const hosting = (
  JSON.parse(readFileSync(path.join(repositoryRoot, 'firebase.json'), 'utf8')) as {
    hosting: HostingConfig;
  }
).hosting;

const requested = [
  ...staticRoutePaths,
  ...Object.keys(legacyServiceRedirects),
  paths.auth.path,
  paths.profile.path,
  '/no-such-page',
  '/contact/',
  '/contact/index.html',
  '/assets/index-abc123.js',
  '/icons/icon-192.png',
  '/sw.js',
];

/** The prerender's layout: a folder with index.html per route, the shell, the 404 page, assets. */
async function writeBuild(publicDir: string) {
  const files: Record<string, string> = {
    '404.html': '<h1>Not found</h1>',
    'app-shell.html': '<div id="root"></div>',
    'assets/index-abc123.js': 'export {};',
    'icons/icon-192.png': 'png',
    'sw.js': 'self;',
  };
  for (const route of staticRoutePaths) {
    files[route === '/' ? 'index.html' : `${route.slice(1)}/index.html`] = `<h1>${route}</h1>`;
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await writeFile(path.join(publicDir, file), text);
  }
}

function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`Hosting emulator exited:\n${log()}`));
      fetch(url).then(
        () => resolve(),
        () =>
          Date.now() > deadline
            ? reject(new Error(`Hosting emulator did not start:\n${log()}`))
            : setTimeout(attempt, 200),
      );
    };
    attempt();
  });
}

const configuredHeaders = new Set(
  (hosting.headers ?? []).flatMap((rule) => rule.headers.map(({ key }) => key)),
);

interface Answer {
  status: number;
  location: string | null;
  headers: Record<string, string | null>;
}

async function answer(base: string, pathname: string): Promise<Answer> {
  const response = await fetch(new URL(pathname, base), { redirect: 'manual' });
  await response.arrayBuffer();
  const headers: Record<string, string | null> = {};
  // Every header firebase.json sets on some path (Hosting adds its own besides): absent on both or equal.
  for (const key of configuredHeaders) {
    // The one intended difference: over plain HTTP on loopback our server leaves out
    // upgrade-insecure-requests, which would send the browser to https://127.0.0.1.
    headers[key.toLowerCase()] =
      response.headers.get(key)?.replace(/;\s*upgrade-insecure-requests/, '') ?? null;
  }
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location && new URL(location, base).pathname,
    headers: response.status >= 300 && response.status < 400 ? {} : headers,
  };
}

describe('scripts/dev/hosting-server.ts and the Firebase Hosting emulator', () => {
  let workDirectory: string;
  let emulator: ChildProcess;
  let emulatorUrl: string;
  let server: Awaited<ReturnType<typeof startHostingServer>>;

  beforeAll(async () => {
    workDirectory = await mkdtemp(path.join(tmpdir(), 'hosting-agreement-'));
    await writeBuild(path.join(workDirectory, 'public'));
    const [hostingPort, hubPort, loggingPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
    ]);
    const at = (port: number) => ({ host: '127.0.0.1', port });
    await writeFile(
      path.join(workDirectory, 'firebase.json'),
      JSON.stringify({
        hosting: { ...hosting, public: 'public' },
        emulators: {
          hosting: at(hostingPort),
          hub: at(hubPort),
          logging: at(loggingPort),
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    server = await startHostingServer({ root: workDirectory, host: '127.0.0.1', port: 0 });

    let output = '';
    emulator = spawn(
      path.join(repositoryRoot, 'node_modules/.bin/firebase'),
      ['emulators:start', '--only', 'hosting', '--project', 'demo-hosting-agreement'],
      { cwd: workDirectory, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    emulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    emulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    emulatorUrl = `http://127.0.0.1:${hostingPort}/`;
    await waitUntilServing(emulatorUrl, emulator, () => output);
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    if (emulator && emulator.exitCode === null) {
      const exited = new Promise((resolve) => emulator.once('exit', resolve));
      emulator.kill('SIGINT');
      await exited;
    }
    await rm(workDirectory, { recursive: true, force: true });
  }, 20_000);

  it.each(requested)('should answer %s the same way', async (pathname) => {
    const [ours, firebase] = await Promise.all([
      answer(server.url, pathname),
      answer(emulatorUrl, pathname),
    ]);
    expect(ours).toEqual(firebase);
  });
});
