/**
 * `npm run lockfile:complete`, after any `npm install`: the registry our machines reach serves only some
 * platforms' builds of native packages (e.g. @rollup/rollup-darwin-arm64 answers 404), so npm leaves
 * those optional dependencies out of package-lock.json, and `npm ci` then refuses the lock file as
 * "missing" them. This records each one as an optional entry with the os/cpu/libc its name states,
 * which is what npm writes when it can see them: every machine installs only its own platform's build,
 * and a failed fetch of an optional package is not an error.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'netbsd',
];
const cpuNames = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue; // only exact versions can be recorded without the registry
    const { os, cpu, libc } = platformOf(name);
    lock.packages[hoisted] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} optional platform packages the registry does not serve.`);
