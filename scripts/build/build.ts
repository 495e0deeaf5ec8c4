/**
 * `npm run build`: client bundle, server bundle, one prerendered HTML file per static route and the
 * sitemap pages' share cards (scripts/build/share-cards.ts), the list of files an installed site fetches,
 * then the service worker again so that it precaches the offline page. Last, what is not served goes
 * to `<outDir>-artefacts/` (scripts/build/build-artefacts.ts): the source maps, and the Hosting config whose
 * CSP names the exact hosts this bundle calls.
 * `--out-dir <dir>` builds elsewhere than dist/ (the production-wiring tests build their own site).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, resolveConfig, type Plugin, type Rollup } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { pageModules } from '../../src/app/page-modules';
import { appModuleUrls } from '../../src/boot/app-modules';
import { parseEnv } from '../../src/config/env-schema';
import type * as EntryServer from '../../src/entry-server';
import { resolveFirebaseSettings } from '../../src/lib/firebase/config';
import { connectOrigins } from '../../src/lib/firebase/connect-origins';
import {
  artefactsDirOf,
  clearArtefacts,
  moveSourceMaps,
  writeBuildHostingConfig,
} from './build-artefacts';
import { appModulesOfOutput } from './app-modules';
import { bundleFieldStarter, scriptHashSource } from './field-starter';
import { writeOfflineSite } from './offline-site';
import { prerender } from './prerender';
import { buildRelease } from './release';
import { writeShareCards } from './share-cards';

const root = path.resolve(import.meta.dirname, '../..');
const outDirIndex = process.argv.indexOf('--out-dir');
const distDir = path.resolve(root, outDirIndex > 0 ? process.argv[outDirIndex + 1]! : 'dist');
// One server bundle per output, so two builds never share it: named by the output's absolute path, as
// work trees of one repository may share node_modules (a symlink), and each has its own dist/.
const ssrDir = path.join(root, 'node_modules/.tmp/ssr', distDir.replace(/[\\/:]+/g, '_'));

const started = performance.now();
await clearArtefacts(distDir);
const client = (await build({ root, build: { outDir: distDir, emptyOutDir: true } })) as
  Rollup.RollupOutput | Rollup.RollupOutput[];
// The finished bundle's lists, for the form pages' starters (scripts/build/field-starter.ts).
const appModules = appModulesOfOutput(
  (Array.isArray(client) ? client : [client]).flatMap(({ output }) => output),
  { pages: pageModules(), root },
);
const fieldStarter = await bundleFieldStarter(root);
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
});

const server = (await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
)) as typeof EntryServer;

const { written, fieldStarterRoutes } = await prerender({
  distDir,
  render: server.render,
  routes: server.staticRoutePaths,
  unlistedRoutes: server.unlistedRoutePaths,
  siteUrl: server.site.url,
  siteName: server.site.name,
  fieldStarter: {
    script: fieldStarter,
    modulesFor: (route) => appModuleUrls(route, appModules),
  },
});
console.log(`Prerendered ${written.length} pages: ${written.join(', ')}`);
// Each sitemap page's preview picture, drawn from its prerendered head; not in the offline site's files.
const cards = await writeShareCards(distDir, server.staticRoutePaths, server.site.name);
const largest = cards.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `Drew ${cards.length} share cards (largest ${largest.file} ${Math.round(largest.bytes / 1000)} KB)`,
);
// With the thank-you page, which the sitemap leaves out: an installed app keeps it with the rest.
const offlineSite = await writeOfflineSite(distDir, [
  ...server.staticRoutePaths,
  server.paths.contactSent.path,
]);
console.log(
  `Listed ${offlineSite.pages.length} pages and ${offlineSite.assets.length} files for installed use`,
);

// vite-plugin-pwa wrote sw.js before the offline page existed; build it again so it precaches that page.
const config = await resolveConfig({ root, build: { outDir: distDir } }, 'build', 'production');
const pwa = config.plugins.find((plugin: Plugin) => plugin.name === 'vite-plugin-pwa') as
  (Plugin & { api?: VitePluginPWAAPI }) | undefined;
if (!pwa?.api || pwa.api.disabled)
  throw new Error('vite-plugin-pwa is missing from vite.config.ts');
await pwa.api.generateSW();

const artefacts = path.relative(root, artefactsDirOf(distDir));
console.log(`Moved ${await moveSourceMaps(distDir)} source maps to ${artefacts}/sourcemaps`);
// The release the bundle's field reports name (vite.config.ts), beside the maps that symbolicate them.
await writeFile(path.join(artefactsDirOf(distDir), 'release'), `${buildRelease()}\n`);
// The VITE_* config the bundle was built with (vite.config.ts reads the same), hence its hosts.
const settings = resolveFirebaseSettings(parseEnv(loadEnv('production', root, 'VITE_')));
const origins = connectOrigins(settings);
const starterHash = scriptHashSource(fieldStarter);
await writeBuildHostingConfig(root, distDir, {
  connectOrigins: origins,
  inlineScript: { hash: starterHash, pages: fieldStarterRoutes },
});
console.log(
  `Wrote ${artefacts}/firebase.json: connect-src 'self' ${origins.join(' ')}; ${starterHash} in script-src on ${fieldStarterRoutes.join(', ')}`,
);
console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
