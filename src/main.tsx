import { StrictMode, startTransition, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isPrerenderedUrl } from './app/prerendered-url';
import { APP_STARTED_MARK, yieldToVisitor } from '@/boot/shared';

/**
 * Start-up, after src/boot/boot.ts has imported this module: each step below in a browser task of its own
 * (`await yieldToVisitor()` between two), so a tap or a key on the prerendered page is answered between
 * them, and painted before the next step runs. Evaluated
 * at once, this code is one long task. Each step keeps only the names it uses, destructured from its
 * import() or in the import()'s own `.then`: the bundler leaves out what a dynamic import's caller never
 * names, but only where it can see the names; picked later out of Promise.all's array, the whole module
 * stays (all of React Router did: twice the bytes on start-up's path). The rest of start-up:
 * docs/ARCHITECTURE.md, "Start-up, piece by piece".
 */

/**
 * Loads the lazy modules of the current URL first, so hydration renders what the prerenderer did.
 * Returns the matched routes.
 */
async function resolveLazyRoutes(matches: { route: RouteObject }[]) {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const lazyParts = await route.lazy();
      Object.assign(route, { ...lazyParts, lazy: undefined });
    }),
  );
}

/** Calls `committed` when the root first commits: the page is then the app's. */
function CommitSignal({ committed }: { committed: () => void }) {
  useEffect(committed, [committed]);
  return null;
}

async function startApp(container: HTMLElement, committed: () => void): Promise<void> {
  // React DOM: the largest script, so the last to arrive of those asked for at once (boot/app-modules.ts);
  // the steps up to the router run while it does, instead of after it (docs/performance-log.md, 30 Nov
  // 2026). Awaited before the first render; caught here so that a failure is not reported unhandled
  // while those steps run.
  const reactDom = import('react-dom/client');
  reactDom.catch(() => undefined);
  // MUI's styling engine and Emotion: imported here only so that evaluating them is a task of its own.
  await import('@mui/material/styles');
  await yieldToVisitor();
  // The theme: MUI's createTheme with both colour schemes, the largest piece of the providers' work;
  // then the site's variables in it.
  await import('./theme/mui-theme');
  await yieldToVisitor();
  await import('./theme/app-theme');
  await yieldToVisitor();
  // The providers, and the Emotion cache that adopts the prerendered styles.
  const [{ AppProvider }, { createEmotionCache }] = await Promise.all([
    import('./app/provider').then(({ AppProvider }) => ({ AppProvider })),
    import('./app/emotion-cache').then(({ createEmotionCache }) => ({ createEmotionCache })),
  ]);
  await yieldToVisitor();
  // React Router, and the route table with the root layout and header every page renders.
  const [{ createBrowserRouter, matchRoutes, RouterProvider }, { routes }] = await Promise.all([
    import('react-router-dom').then(({ createBrowserRouter, matchRoutes, RouterProvider }) => ({
      createBrowserRouter,
      matchRoutes,
      RouterProvider,
    })),
    import('./app/routes').then(({ routes }) => ({ routes })),
  ]);
  await yieldToVisitor();
  // The current URL's lazy page, loaded first so hydration renders what the prerenderer did.
  const matches = matchRoutes(routes, window.location) ?? [];
  await resolveLazyRoutes(matches);
  await yieldToVisitor();
  const { createRoot, hydrateRoot } = await reactDom;
  await yieldToVisitor();
  const router = createBrowserRouter(routes);
  // Prerendered pages have markup to hydrate; the dev server and SPA fallback have only a placeholder
  // comment, and a URL the page was not prerendered for (an e-mail link to /auth) is rendered afresh.
  const hydrate = Boolean(
    container.firstElementChild && isPrerenderedUrl(matches, window.location.search),
  );
  const app = (
    <StrictMode>
      <AppProvider emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProvider>
      <CommitSignal committed={committed} />
    </StrictMode>
  );
  // A transition makes React hydrate in time slices that yield to the browser, instead of one long task.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
let committed!: () => void;
const hydrated = new Promise<void>((resolve) => {
  committed = () => {
    performance.mark(APP_STARTED_MARK);
    resolve();
  };
});

/** Settles once the app has rendered or hydrated the page (boot.ts delivers a waiting tap then). */
export const appStarted = startApp(container, committed).then(() => hydrated);
