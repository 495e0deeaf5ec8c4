import { afterFirstPaint } from './app/startup/after-first-paint';
import { listenForInstallOffer } from './app/startup/install-offer-listener';
import { linkManifestAfterLoad } from './app/startup/link-manifest';
import { webManifestPath } from './app/startup/web-manifest';
import { sendNeverSignedInToAuth } from './features/auth/utils/send-never-signed-in-to-auth';

// The prerendered page never waits for JavaScript: the app loads once its content is on screen, and
// the manifest (with the icons it makes the browser fetch) once the page has both painted and loaded.
// /profile sends a visitor who has never signed in here to /auth without loading anything.
if (!sendNeverSignedInToAuth()) {
  afterFirstPaint(() => {
    void import('./main');
    // The dev server serves no manifest (vite-plugin-pwa writes it at build time).
    if (import.meta.env.PROD) {
      // Before the manifest: the browser can offer an install as soon as it has read it.
      listenForInstallOffer(() => import('./features/install/install-offer'));
      linkManifestAfterLoad(webManifestPath);
    }
  }, document.getElementById('root'));
}
