/**
 * Writes dist/offline-site.json: every static route (the sitemap's list) and every file the pages may load,
 * which the service worker fetches once the site has been installed (src/sw/site-cache.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfflineSite } from '../../src/sw/protocol';
import { isAdminFile } from './admin-chunk';
import { htmlFileOf } from './prerender';
import { offlineSitePath } from '../../src/sw/protocol';

/**
 * Scripts, styles, icons and the manifest; source maps and the pages' share cards (share/, for link
 * previewers) serve no visitor offline, and the inbox's chunk is for admins only
 * (scripts/build/admin-chunk.ts).
 */
const isAsset = (file: string) =>
  (/^(assets|icons)\//.test(file) && !file.endsWith('.map') && !isAdminFile(file)) ||
  ['favicon.svg', 'manifest.webmanifest'].includes(file);

const hash = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

export async function buildOfflineSite(
  distDir: string,
  routes: readonly string[],
): Promise<OfflineSite> {
  const pages = await Promise.all(
    routes.map(async (url) => ({
      url,
      revision: hash(await readFile(path.join(distDir, htmlFileOf(url)))),
    })),
  );
  const files = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
  const assets = files
    .filter(isAsset)
    .sort()
    .map((file) => `/${file}`);
  const version = hash(JSON.stringify({ pages, assets }));
  return { version, pages, assets };
}

export async function writeOfflineSite(distDir: string, routes: readonly string[]) {
  const site = await buildOfflineSite(distDir, routes);
  await writeFile(path.join(distDir, offlineSitePath.slice(1)), JSON.stringify(site));
  return site;
}
