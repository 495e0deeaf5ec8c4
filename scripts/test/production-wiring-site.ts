/**
 * The site as production builds it, for tests/e2e/production-wiring.spec.ts: built with a complete
 * but fake (non-`demo-`) Firebase config into its own folder, so dist/ stays the local-mode build the
 * other end-to-end tests use, then served with that build's Hosting config: firebase.json's headers,
 * the CSP naming the production hosts this bundle calls (no emulator origins). Rebuilt only when a
 * source file is newer than the last build.
 * Run by Playwright's webServer: `tsx scripts/test/production-wiring-site.ts`; `--build-only` builds and exits.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHostingConfigPath } from '../build/build-artefacts';
import { startHostingEmulator } from '../dev/hosting-emulator';

/** The fake production project the suite builds for; Playwright maps its hosts to the emulators. */
export const productionWiring = {
  port: 4174,
  outDir: 'node_modules/.tmp/production-wiring-site',
  env: {
    VITE_FIREBASE_API_KEY: 'AIzaSyFakeProductionWiringKey-0123456789',
    VITE_FIREBASE_PROJECT_ID: 'lagoon-ridge-prod-test',
    VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f6a7b8c9d0e',
    VITE_APP_CHECK_SITE_KEY: '6LdFakeProductionWiringSiteKey_abcdefghijk',
  },
} as const;

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, productionWiring.outDir);
const stampFile = path.join(outDir, '.production-wiring-build.json');
/** What the build reads: any of these newer than the stamp means a rebuild. */
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build/build.ts',
  'scripts/build/build-artefacts.ts',
  'firebase.json',
  'scripts/build/prerender.ts',
  'scripts/test/production-wiring-site.ts',
  'packages/contract/src',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function upToDate(): boolean {
  if (!existsSync(stampFile) || !existsSync(buildHostingConfigPath(outDir))) return false;
  const stamp = readFileSync(stampFile, 'utf8');
  if (stamp !== JSON.stringify(productionWiring.env)) return false;
  const built = statSync(stampFile).mtimeMs;
  return inputs.every((input) => newestChange(path.join(root, input)) < built);
}

/** Builds the site unless the last build is current; resolves when the folder is ready. */
function buildIfStale(): Promise<void> {
  if (upToDate()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    // Only these Firebase variables: a developer's .env.local must not turn this into another build.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/build/build.ts', '--out-dir', productionWiring.outDir],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          VITE_FIREBASE_AUTH_DOMAIN: '',
          VITE_FIREBASE_STORAGE_BUCKET: '',
          VITE_FIREBASE_MESSAGING_SENDER_ID: '',
          VITE_FUNCTIONS_REGION: '',
          ...productionWiring.env,
        },
      },
    );
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error('The production build with the fake config failed (see above).'));
        return;
      }
      writeFileSync(stampFile, JSON.stringify(productionWiring.env));
      resolve();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--build-only')) {
  // npm test builds it beside the other build, before the browser tests need it.
  await buildIfStale();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  // Listening once the build is there, so that Playwright, which waits for the port, finds it ready.
  await buildIfStale();
  const { url, close } = await startHostingEmulator({
    root,
    publicDir: outDir,
    port: productionWiring.port,
  });
  console.log(`Serving the production-config build as Firebase Hosting would at ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}
