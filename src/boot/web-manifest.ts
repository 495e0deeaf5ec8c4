/**
 * The web app manifest vite-plugin-pwa writes; boot.ts links it once the page has loaded. A module of its
 * own: anything boot.ts shares with the app would be bundled into the entry chunk, and every app chunk
 * importing from the entry would also list the entry's stylesheet, which Vite then links at run time.
 */
export const webManifestPath = '/manifest.webmanifest';
