import { StrictMode, startTransition, useEffect } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactRouter from 'react-router-dom';
import type * as EmotionCacheModule from './app/emotion-cache';
import type * as ProviderModule from './app/provider';
import { isPrerenderedUrl } from './app/startup/prerendered-url';
import { runSteps, type StartupStep } from './app/startup/run-steps';

/**
 * Start-up, after src/boot.ts has imported this module: the steps below, each in a browser task of
 * its own (runSteps yields between two). Evaluated at once, this code is one long task during which a
 * tap on the prerendered page would get no answer. The rest of start-up: docs/ARCHITECTURE.md,
 * "Start-up, piece by piece".
 */

/**
 * What the steps load, each filled in by its step before a later one reads it. A step keeps only the
 * names it uses, destructured from its import(): the bundler leaves out what a dynamic import's
 * caller never names, and keeping a whole module namespace would ship all of it.
 */
type Loaded = Pick<typeof ReactDomClient, 'createRoot' | 'hydrateRoot'> &
  Pick<typeof ProviderModule, 'AppProvider'> &
  Pick<typeof EmotionCacheModule, 'createEmotionCache'> &
  Pick<typeof ReactRouter, 'createBrowserRouter' | 'matchRoutes' | 'RouterProvider'> & {
    routes: ReactRouter.RouteObject[];
    matches: { route: ReactRouter.RouteObject }[];
    router: ReturnType<typeof ReactRouter.createBrowserRouter>;
  };
const loaded = {} as Loaded;
const fill = (part: Partial<Loaded>) => Object.assign(loaded, part);

/**
 * Loads the lazy modules of the current URL first, so hydration renders what the prerenderer did.
 * Returns the matched routes.
 */
async function resolveLazyRoutes({ routes, matchRoutes }: Loaded) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const lazyParts = await route.lazy();
      Object.assign(route, { ...lazyParts, lazy: undefined });
    }),
  );
  return matches;
}

/** Resolves `committed` when the root first commits: the page is then the app's. */
function CommitSignal({ committed }: { committed: () => void }) {
  useEffect(committed, [committed]);
  return null;
}

/** Hydrates the prerendered page, or renders where there is nothing (or the wrong thing) to hydrate. */
function mount(container: HTMLElement, committed: () => void) {
  const { AppProvider, createEmotionCache, RouterProvider, matches, router } = loaded;
  // Prerendered pages have markup to hydrate; the dev server and SPA fallback have only a placeholder
  // comment, and a URL the page was not prerendered for (an e-mail link to /auth) is rendered afresh.
  const hydrate = Boolean(
    container.firstElementChild && isPrerenderedUrl(matches, window.location.search),
  );
  const app = (
    <StrictMode>
      <AppProvider emotionCache={createEmotionCache()} hydrating={hydrate}>
        <RouterProvider router={router} />
      </AppProvider>
      <CommitSignal committed={committed} />
    </StrictMode>
  );
  // A transition makes React hydrate in time slices that yield to the browser, instead of one long task.
  startTransition(() => {
    if (hydrate) loaded.hydrateRoot(container, app);
    else loaded.createRoot(container).render(app);
  });
}

function startupSteps(container: HTMLElement, committed: () => void): readonly StartupStep[] {
  return [
    // React DOM: the largest module, evaluated in a task of its own.
    async () => {
      const { createRoot, hydrateRoot } = await import('react-dom/client');
      fill({ createRoot, hydrateRoot });
    },
    // MUI's styling engine and Emotion: imported here only so that evaluating them is a task of its own.
    () => import('@mui/material/styles'),
    // The theme and providers, and the Emotion cache that adopts the prerendered styles.
    async () => {
      const [{ AppProvider }, { createEmotionCache }] = await Promise.all([
        import('./app/provider'),
        import('./app/emotion-cache'),
      ]);
      fill({ AppProvider, createEmotionCache });
    },
    // React Router: the router, its provider and route matching.
    async () => {
      const { createBrowserRouter, matchRoutes, RouterProvider } = await import('react-router-dom');
      fill({ createBrowserRouter, matchRoutes, RouterProvider });
    },
    // The route table, with the root layout and header every page renders.
    async () => {
      loaded.routes = (await import('./app/routes')).routes;
    },
    // The current URL's lazy page, loaded first so hydration renders what the prerenderer did.
    async () => {
      loaded.matches = await resolveLazyRoutes(loaded);
    },
    // The router's state for this URL.
    () => {
      loaded.router = loaded.createBrowserRouter(loaded.routes);
    },
    // Hydrate (or render), in a transition that React time-slices.
    () => mount(container, committed),
  ];
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
let committed!: () => void;
const hydrated = new Promise<void>((resolve) => {
  committed = resolve;
});

/** Settles once the app has rendered or hydrated the page (boot.ts delivers a waiting tap then). */
export const appStarted = runSteps(startupSteps(container, committed)).then(() => hydrated);
