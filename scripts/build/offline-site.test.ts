import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOfflineSite } from './offline-site';

async function distWith(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'offline-site-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

describe('the list an installed site fetches', () => {
  it('has every static route and the files pages load, but no source maps, share cards or inbox', async () => {
    const dist = await distWith({
      'index.html': '<h1>Home</h1>',
      'contact/index.html': '<h1>Contact</h1>',
      '404.html': 'not found',
      'assets/main-abc.js': 'x',
      'assets/main-abc.js.map': '{}',
      'assets/admin-D1x_9.js': 'inbox',
      'assets/admin-page-Q2w.js': 'inbox page',
      'admin/index.html': 'shell',
      'icons/icon-192.png': 'png',
      'favicon.svg': '<svg/>',
      'manifest.webmanifest': '{}',
      'share/home.png': 'png',
      'share/contact.png': 'png',
      'sw.js': 'sw',
    });
    const site = await buildOfflineSite(dist, ['/', '/contact']);
    expect(site.pages.map((page) => page.url)).toEqual(['/', '/contact']);
    expect(site.assets).toEqual([
      '/assets/main-abc.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ]);
  });

  it('changes a page revision and the version when that page changes, and only then', async () => {
    const files = { 'index.html': 'a', 'contact/index.html': 'b', 'assets/x-1.js': 'x' };
    const before = await buildOfflineSite(await distWith(files), ['/', '/contact']);
    const same = await buildOfflineSite(await distWith(files), ['/', '/contact']);
    const after = await buildOfflineSite(await distWith({ ...files, 'contact/index.html': 'c' }), [
      '/',
      '/contact',
    ]);
    expect(same).toEqual(before);
    expect(after.version).not.toBe(before.version);
    expect(after.pages[0]?.revision).toBe(before.pages[0]?.revision);
    expect(after.pages[1]?.revision).not.toBe(before.pages[1]?.revision);
  });
});
