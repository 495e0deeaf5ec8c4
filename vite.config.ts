import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { parseEnv } from './src/config/env-schema';
import { LOCAL_PROJECT_ID } from './src/config/firebase-mode';
import { FUNCTIONS_REGION } from './packages/contract/src/region';
import { webManifestPath } from './src/boot/web-manifest';
import { createSite } from './src/config/site';
import { installManifestFields } from './src/config/install-manifest';
import { brand } from './src/theme/primitives';
import { ADMIN_CHUNK_NAME, ADMIN_MODULES } from './scripts/build/admin-chunk';
import { appStartModules } from './scripts/build/app-modules';
import { eagerCommonJsPlugin } from './scripts/build/eager-commonjs';
import { startUpChunks } from './scripts/build/start-up-chunks';
import { buildRelease } from './scripts/build/release';
import { pageModules } from './src/app/page-modules';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * React Router's production build. Its package.json sends every bundler to the development build,
 * whose warnings run on each render (remix-run/react-router#14102); the two differ in that switch alone.
 */
function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode, command }) => {
  const site = createSite(parseEnv(loadEnv(mode, process.cwd(), 'VITE_')));
  const pages = pageModules();
  const startUp = startUpChunks({
    root,
    // React DOM's client and React Router keep files of their own (scripts/build/start-up-chunks.ts).
    apart: /[\\/]node_modules[\\/](react-dom[\\/]client\.js|react-router-dom[\\/])/,
    pages,
    barrel: 'packages/contract/src/index.ts',
  });
  return {
    plugins: [
      // iOS names a home-screen app after this tag (index.html), not the manifest.
      {
        name: 'apple-web-app-title',
        transformIndexHtml: (html: string) =>
          html.replace('%APP_SHORT_NAME%', site.shortName.replace(/[&"<>]/g, '')),
      },
      // Writes into src/boot/app-modules.ts the app's start-up scripts and each prerendered page's
      // chunks, which src/boot/boot.ts preloads in slices that yield to input when it starts the app
      // (scripts/build/app-modules.ts).
      appStartModules({ pages, root }),
      // The start-up's code in two files (scripts/build/start-up-chunks.ts).
      startUp.plugin,
      react(),
      // React DOM and the other CommonJS packages compiled as they download, not as they first run.
      eagerCommonJsPlugin(),
      VitePWA({
        registerType: 'prompt',
        // Registered by src/boot/boot.ts after the page has loaded (boot/service-worker-registration.ts),
        // never on the critical path.
        injectRegister: false,
        // Linked by src/boot/link-manifest.ts after load: fetched earlier, the manifest and its icons
        // compete with the page's own requests (the prerender step removes the build's static link).
        manifestFilename: webManifestPath.slice(1),
        manifest: {
          id: '/',
          name: site.name,
          short_name: site.shortName,
          description:
            'IT services and business consulting from Lagos: cloud, managed IT, cybersecurity, software, data and AI.',
          lang: 'en-NG',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait-primary',
          theme_color: brand.ink,
          background_color: brand.paper,
          categories: ['business', 'productivity'],
          ...installManifestFields(),
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        // Our own service worker (src/sw/sw.ts): runtime caching, the offline page with the list of saved
        // pages, and the whole site fetched once installed. docs/offline.md says why not generateSW.
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        // The manifest's icons are fetched by the browser when it needs them, not by every first visit.
        includeManifestIcons: false,
        injectManifest: {
          // Precached: the offline page only (its styles are inline; the worker serves it without scripts).
          globPatterns: ['offline/index.html'],
          manifestTransforms: [
            async (entries) => ({
              manifest: entries
                .filter((entry) => entry.url === 'offline/index.html')
                .map((entry) => ({ ...entry, url: 'offline' })),
              warnings: [],
            }),
          ],
        },
      }),
    ],
    // Field reports (features/field-data) name the build they came from.
    define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(buildRelease()) },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? reactRouterProductionBuild() : []),
      ],
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // What Hosting's rewrite does in production (firebase.json): the booking's endpoint on the site's
      // own origin, here the Functions emulator of `npm start`.
      proxy: {
        '/api/booking': {
          target: 'http://127.0.0.1:5001',
          rewrite: (path: string) => `/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/serveBooking${path}`,
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // Written for symbolicating error reports, never served: without the sourceMappingURL comment,
      // and scripts/build/build.ts moves the maps out of dist/ (into dist-artefacts/sourcemaps/).
      sourcemap: 'hidden',
      // No <link rel=modulepreload> for lazy chunks: Vite's loader adds them from JavaScript when the
      // import starts, which cost 1–2 ms of main thread per link here, and the browser finds a chunk's
      // own imports itself. The page's first paint never waited for them (src/boot/boot.ts).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Each icon module is one URL string (components/icons/decorative-icon.tsx). Left to themselves,
            // those shared by two pages became chunks of their own, one request each.
            groups: [
              { name: 'icon-files', test: /@material-design-icons/ },
              // The start-up's scripts in fewer files: each request costs the phone's main thread a few
              // milliseconds, and DevTools' "3G" about 4 ms more (docs/performance-log.md, 30 Nov 2026). Left
              // to itself the bundler split what the layout and pages share into some thirty small files.
              // Three groups, one per step of start-up that needs them (src/main.tsx), so that no step
              // evaluates another's code: React (main imports it) with React DOM's small entry that the
              // router and MUI import (its client, the large part, stays apart, asked for first and
              // awaited last), MUI's styling engine with Emotion, and the MUI components that three or
              // more of the app's chunks share. /auth's start-up fell from 42 files to 29, and to 19
              // with the two groups below.
              {
                name: 'react',
                test: /node_modules[\\/](react[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$)/,
                priority: 3,
              },
              {
                name: 'mui-styles',
                test: /node_modules[\\/](@mui[\\/](material[\\/]styles|system|styled-engine|utils)|@emotion|@babel[\\/]runtime|react-is|stylis|clsx)[\\/]/,
                priority: 2,
              },
              {
                name: 'shared-ui',
                test: /node_modules[\\/]@mui[\\/]material[\\/]/,
                minShareCount: 3,
                priority: 1,
              },
              // The theme, and the rest of the start-up's code with what every page imports
              // (scripts/build/start-up-chunks.ts).
              ...startUp.groups,
              // The forms' building blocks (field, Send button, privacy note, typed text adopted, online
              // status) in one file: each form page needs most of them, each is under 1 kB, and by which
              // forms share which the bundler made four files of them (docs/performance-log.md, 30 Nov 2026).
              {
                name: 'form-kit',
                test: /[\\/]src[\\/]components[\\/]form[\\/]/,
                includeDependenciesRecursively: false,
              },
              // The inbox and what only it uses (Firebase Messaging), in files named admin-*, which the
              // installed site's list leaves out (scripts/build/offline-site.ts): no visitor ever fetches them.
              // Without what they import: the inbox shares React, MUI and Firebase with the pages.
              {
                name: ADMIN_CHUNK_NAME,
                test: ADMIN_MODULES,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
