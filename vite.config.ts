import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { reactfireAuthOnly } from './src/lib/firebase/reactfire-auth-only';
import { parseEnv } from './src/config/env-schema';
import { webManifestPath } from './src/config/web-manifest';
import { createSite } from './src/config/site';
import { brand } from './src/theme/primitives';

export default defineConfig(({ mode }) => {
  const site = createSite(parseEnv(loadEnv(mode, process.cwd(), 'VITE_')));
  return {
    plugins: [
      // reactfire's one entry would otherwise bundle every Firebase SDK; the site uses Auth only.
      reactfireAuthOnly(),
      react(),
      VitePWA({
        registerType: 'prompt',
        // Registered by src/app/pwa-update-prompt.tsx after the page has loaded, never on the critical path.
        injectRegister: false,
        // Linked by src/app/link-manifest.ts after load: fetched earlier, the manifest and its icons
        // compete with the page's own requests (the prerender step removes the build's static link).
        manifestFilename: webManifestPath.slice(1),
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
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
          background_color: '#ffffff',
          categories: ['business', 'productivity'],
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
        workbox: {
          // Every prerendered page, the app shell, scripts, styles, icons and the Latin font subset.
          globPatterns: [
            '**/*.{html,js,css,svg,png,webmanifest}',
            '**/inter-latin-wght-normal-*.woff2',
          ],
          globIgnores: ['**/social-card.png'],
          // Prerendered pages are precached under their clean URLs (/contact, not /contact/index.html).
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.map((entry) => ({
                ...entry,
                url: entry.url.endsWith('/index.html')
                  ? entry.url.slice(0, -'/index.html'.length)
                  : entry.url,
              })),
              warnings: [],
            }),
          ],
          // /auth, /profile and unknown paths: the client-rendered shell (the router shows the 404 itself).
          navigateFallback: '/app-shell.html',
          navigateFallbackDenylist: [/^\/__/, /\/[^/?]+\.[^/]+$/],
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              urlPattern: ({ request, sameOrigin }) =>
                sameOrigin && request.destination === 'image',
              handler: 'CacheFirst',
              options: {
                cacheName: 'images',
                expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
              },
            },
            {
              urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
              handler: 'CacheFirst',
              options: {
                cacheName: 'fonts',
                expiration: { maxEntries: 20, maxAgeSeconds: 365 * 24 * 3600 },
              },
            },
          ],
        },
      }),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      // No <link rel=modulepreload> for lazy chunks: Vite's loader adds them from JavaScript when the
      // import starts, which cost 1–2 ms of main thread per link here, and the browser finds a chunk's
      // own imports itself. The page's first paint never waited for them (src/boot.ts).
      modulePreload: false,
    },
  };
});
