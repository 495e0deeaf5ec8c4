#!/usr/bin/env node
// Builds lib/index.js, the file Cloud Functions loads (package.json "main"). esbuild bundles our own
// code, including the contract package (packages/contract), into that one file; the packages
// in "dependencies" stay imports, which Cloud Build installs from package.json. Why: `firebase deploy`
// uploads only functions/, so a workspace package outside it would be missing in the cloud
// (functions/README.md, "Build"). Types are checked by `tsc --noEmit` before this runs.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(path.join(functionsRoot, 'package.json'), 'utf8'));
const deployed = Object.keys(manifest.dependencies);

const outdir = path.join(functionsRoot, 'lib');
await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: functionsRoot,
  entryPoints: ['src/index.ts'],
  outfile: path.join(outdir, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // A package path also covers its subpaths (firebase-functions/v2/https).
  external: deployed,
  metafile: true,
  logLevel: 'warning',
});

// Anything else imported from node_modules would be bundled without being declared: refuse it, so
// every runtime package is one Cloud Build installs and `npm audit` sees.
const bundledPackages = Object.keys(result.metafile.inputs).filter((input) =>
  input.includes('node_modules/'),
);
if (bundledPackages.length > 0) {
  throw new Error(
    `Bundled from node_modules, add to functions/package.json "dependencies": ${bundledPackages.join(', ')}`,
  );
}

// And the other way round: lib/index.js may import only Node's modules and those "dependencies" (so
// never the contract package, which exists only in this repository).
const importedPackages = Object.values(result.metafile.outputs)
  .flatMap((output) => output.imports)
  .map((imported) => imported.path)
  .filter(
    (specifier) =>
      !specifier.startsWith('node:') &&
      !deployed.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
  );
if (importedPackages.length > 0) {
  throw new Error(
    `lib/index.js imports what Cloud Build will not install: ${importedPackages.join(', ')}`,
  );
}
