import { appModuleUrls } from './app-modules';
import { startOnFirstInteraction } from './first-interaction';
import { listenForInstallOffer } from './install-offer-listener';
import { preloadModules } from './preload-modules';
import { collectFieldDataAfterLoad } from './field-data';
import { keepTypingFocusThroughFragment } from './fragment-focus';
import { linkManifestAfterLoad } from './link-manifest';
import { supportMenuWithoutApp } from './menu-without-app';
import { searchNeedsApp } from './search-needs-app';
import { shareWithWebShare } from './share-with-web-share';
import { registerServiceWorkerAfterLoad } from './service-worker-registration';
import { showIconsAfterLoad } from './show-icons';
import { webManifestPath } from './web-manifest';
import {
  renderSectionsNow,
  START_APP_AT_ONCE_ATTRIBUTE,
  MAY_BE_SIGNED_IN_ATTRIBUTE,
  mayBeSignedIn,
  isStandalone,
  rememberInstall,
  followColorSchemeChoice,
  afterFirstPaint,
  holdAfterLoadWhile,
} from './shared';
import { sendNeverSignedInToAuth } from './send-never-signed-in-to-auth';
import { rememberLeadSourceSoon } from './lead-source';

/**
 * The prerendered page never waits for JavaScript, and what it offers works without any: links, the
 * menu (a popover), case studies (a disclosure), the contact form (it posts). What this module decides:
 * - /profile sends a visitor who has never signed in here to /auth without loading anything;
 * - the app (React, MUI, the router) loads after first paint for those who need it from the start:
 *   someone who may be signed in, the installed app, a URL with search parameters that may change the
 *   page (e-mail action links, /contact?subject=; not /auth's `next` nor campaign tags:
 *   boot/search-needs-app.ts), a page with nothing prerendered, or a page that asks for it (the
 *   404 page, which logs the path);
 * - everyone else gets the app on their first interaction that needs it, or once they install the site
 *   (boot/first-interaction.ts), all its start-up scripts requested at once; a tap or a form
 *   sent meanwhile is delivered once it has hydrated;
 * - the Share action opens the phone's share sheet where there is one (boot/share-with-web-share.ts);
 * - decorative icons are painted after load and first paint (boot/show-icons.ts); the service
 *   worker and the manifest (with the icons it makes the browser fetch) come after load too.
 */
// First: a page the service worker did not serve has no chosen scheme on it yet (boot/shared/color-scheme-choice.ts).
followColorSchemeChoice();
// Before the browser applies the URL's fragment as parsing ends (boot/fragment-focus.ts).
keepTypingFocusThroughFragment();
const root = document.getElementById('root');
const maybeSignedIn = mayBeSignedIn();
document.documentElement.toggleAttribute(MAY_BE_SIGNED_IN_ATTRIBUTE, maybeSignedIn);
showIconsAfterLoad();
supportMenuWithoutApp();
shareWithWebShare();
rememberLeadSourceSoon();

if (!sendNeverSignedInToAuth()) {
  const startNow = startOnFirstInteraction({
    start: () => {
      // The dev server serves modules one by one; the build lists the bundle's (boot/app-modules.ts).
      if (import.meta.env.PROD) void preloadModules(appModuleUrls(window.location.pathname));
      // eslint-disable-next-line import-x/no-restricted-paths -- boot's one way into the app: loaded on demand
      const started = import('../main').then(({ appStarted }) => appStarted);
      holdAfterLoadWhile(started);
      return started;
    },
    onInPageLink: () => renderSectionsNow(),
  });
  const appNeededAtOnce =
    maybeSignedIn ||
    isStandalone() ||
    searchNeedsApp(window.location.search) ||
    !root?.firstElementChild ||
    root.querySelector(`[${START_APP_AT_ONCE_ATTRIBUTE}]`) !== null;
  // An install offer does not start it: the install module keeps the offer until the app shows it in
  // its menu, which the visitor opens with a tap that starts the app anyway.
  if (appNeededAtOnce) afterFirstPaint(startNow, root);
  // Once installed (from the browser's menu too), the app fetches the whole site for offline use.
  rememberInstall(startNow);

  // The dev server serves no manifest or service worker (vite-plugin-pwa writes them at build time).
  if (import.meta.env.PROD) {
    // Before the manifest: the browser can offer an install as soon as it has read it.
    // eslint-disable-next-line import-x/no-restricted-paths -- the install offer, loaded when the browser offers one
    listenForInstallOffer(() => import('../features/install/install-offer'));
    linkManifestAfterLoad(webManifestPath);
    registerServiceWorkerAfterLoad();
    collectFieldDataAfterLoad();
  }
}
