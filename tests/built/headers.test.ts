import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { expect, it } from 'vitest';
import { firebaseJsonHosting } from '../../scripts/build/build-artefacts';
import { builtSite } from './support/built-site';

const site = builtSite();
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'dist');

it.each(['/admin', '/admin/insights'])(
  '%s is served as the bare app shell, with X-Robots-Tag: noindex',
  async (adminPath) => {
    const shell = await site.answer(adminPath);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('x-robots-tag')).toBe('noindex');
    expect(await site.fetchText(adminPath)).toContain('<div id="root"></div>');
  },
);

/** A script of the build, with its content hash in its name. */
function hashedScript(): string {
  const script = readdirSync(path.join(distDir, 'assets')).find((name) => name.endsWith('.js'));
  if (!script) throw new Error('dist/assets holds no script');
  return `/assets/${script}`;
}

it("gives hashed assets a year of immutable caching, icons a day and pages no-cache (firebase.json's headers)", async () => {
  expect((await site.answer(hashedScript())).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await site.answer('/icons/icon-192.png')).headers.get('cache-control')).toBe(
    'public, max-age=86400',
  );
  for (const page of ['/', '/contact', '/auth', '/sw.js']) {
    expect((await site.answer(page)).headers.get('cache-control'), page).toBe('no-cache');
  }
});

it.each(['/contact', hashedScript(), '/no-such-page'])(
  'sends the security headers on %s',
  async (pathname) => {
    const { headers } = await site.answer(pathname);
    const csp = headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers.get('strict-transport-security')).toContain('max-age=');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  },
);

it("allows the form pages' inline starter by its hash on those pages alone", async () => {
  const scriptSources = async (page: string) =>
    /script-src ([^;]*)/.exec(
      (await site.answer(page)).headers.get('content-security-policy') ?? '',
    )?.[1] ?? '';
  for (const page of ['/auth', '/contact', '/profile'])
    expect(await scriptSources(page), page).toMatch(/ 'sha256-[A-Za-z0-9+/]{43}='$/);
  for (const page of ['/', '/services/cloud', '/booking', '/no-such-page'])
    expect(await scriptSources(page), page).not.toContain('sha256');
});

it('serves the CSP for a local page: the emulators the build calls in connect-src, no upgrade to https', async () => {
  const csp = (await site.answer('/contact')).headers.get('content-security-policy');
  expect(csp).toMatch(/connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:9099[ ;]/);
  expect(csp).not.toContain('upgrade-insecure-requests');
});

it('answers an unknown path with the 404 page', async () => {
  const missing = await site.answer('/no-such-page');
  expect(missing.status).toBe(404);
});

it("holds no file that firebase.json's ignore list keeps from Hosting (so none is served locally either)", async () => {
  const { ignore = [] } = firebaseJsonHosting(root);
  expect(ignore).toContain('**/*.map');
  const files = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => picomatch.isMatch(file, ignore, { dot: true }))).toEqual([]);
});
