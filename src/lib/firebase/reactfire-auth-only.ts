import type { Plugin } from 'vite';

/**
 * reactfire's single entry imports every Firebase SDK it has hooks for, and those SDKs register
 * themselves on import, so tree-shaking keeps them all (~155 KB gzip the site never runs). The site
 * uses only reactfire's app and Auth providers and `useUser`. This build plugin gives reactfire,
 * and only reactfire, a stand-in for the other SDKs whose functions throw if ever called; the site's
 * own imports of Firestore Lite, Auth and Functions resolve as usual.
 */
const UNUSED_BY_SITE = new Set([
  'firebase/database',
  'firebase/firestore',
  'firebase/functions',
  'firebase/remote-config',
  'firebase/storage',
]);
const STAND_IN_ID = '\0reactfire-unused-sdk';
// Every name reactfire 4.2 imports from those modules.
const IMPORTED_NAMES = [
  'ensureInitialized',
  'get',
  'getAll',
  'getBoolean',
  'getDownloadURL',
  'getNumber',
  'getString',
  'getValue',
  'httpsCallable',
  'off',
  'onChildAdded',
  'onChildChanged',
  'onChildMoved',
  'onChildRemoved',
  'onSnapshot',
  'onValue',
  'queryEqual',
  'ref',
];
const REACTFIRE_MODULE = /[\\/]node_modules[\\/]reactfire[\\/]/;

export function reactfireAuthOnly(): Plugin {
  return {
    name: 'reactfire-auth-only',
    // The dev server pre-bundles reactfire whole; only the production build needs to be small.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !REACTFIRE_MODULE.test(importer) || !UNUSED_BY_SITE.has(source)) return null;
      return STAND_IN_ID;
    },
    load(id) {
      if (id !== STAND_IN_ID) return null;
      const names = IMPORTED_NAMES.map((name) => `unavailable as ${name}`).join(', ');
      return [
        'function unavailable() {',
        "  throw new Error('Not bundled: the site uses reactfire for Auth only (reactfire-auth-only).');",
        '}',
        `export { ${names} };`,
      ].join('\n');
    },
  };
}
