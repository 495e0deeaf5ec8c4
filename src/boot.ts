// The font faces are the only stylesheet: the build inlines them into every page's <head> and preloads
// the Latin subset, so text is laid out once, in Inter, without waiting for JavaScript.
import '@fontsource-variable/inter/wght.css';
import { afterFirstPaint } from './app/after-first-paint';
import { linkManifestAfterLoad } from './app/link-manifest';
import { webManifestPath } from './config/paths';

// The prerendered page never waits for JavaScript: the app loads once its content is on screen, and
// the manifest (with the icons it makes the browser fetch) once the page has both painted and loaded.
afterFirstPaint(() => {
  void import('./main');
  linkManifestAfterLoad(webManifestPath);
}, document.getElementById('root'));
