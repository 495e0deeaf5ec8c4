import type { Plugin } from 'vite';

/**
 * reactfire's single entry imports every Firebase SDK it has hooks for, and those SDKs register
 * themselves on import, so tree-shaking keeps them all (~155 KB gzip the site never runs). The site
 * uses only reactfire's app and Auth providers and `useUser`. This build plugin gives reactfire,
 * and only reactfire, a stand-in for the other SDKs whose functions throw if ever called; the site's
 * own imports of Firestore Lite, Auth and Functions resolve as usual.
 *
 * The stand-in exports every name the real SDK exports (read from the installed SDK at build time),
 * so nothing here lists what reactfire imports: a new reactfire that imports another name from these
 * SDKs still builds, and one that imports another SDK is caught by reactfire-auth-only.test.ts.
 */
export const UNUSED_BY_SITE = new Set([
  'firebase/database',
  'firebase/firestore',
  'firebase/functions',
  'firebase/remote-config',
  'firebase/storage',
]);
const STAND_IN_PREFIX = '\0reactfire-unused-sdk:';
const REACTFIRE_MODULE = /[\\/]node_modules[\\/]reactfire[\\/]/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function reactfireAuthOnly(): Plugin {
  return {
    name: 'reactfire-auth-only',
    // The dev server pre-bundles reactfire whole; only the production build needs to be small.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !REACTFIRE_MODULE.test(importer) || !UNUSED_BY_SITE.has(source)) return null;
      return STAND_IN_PREFIX + source;
    },
    async load(id) {
      if (!id.startsWith(STAND_IN_PREFIX)) return null;
      const sdk = id.slice(STAND_IN_PREFIX.length);
      const real = (await import(sdk)) as Record<string, unknown>;
      const names = Object.keys(real).filter((name) => name !== 'default' && IDENTIFIER.test(name));
      return [
        'function unavailable() {',
        "  throw new Error('Not bundled: the site uses reactfire for Auth only (reactfire-auth-only).');",
        '}',
        `export { ${names.map((name) => `unavailable as ${name}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
