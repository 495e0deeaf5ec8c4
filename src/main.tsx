import { StrictMode, startTransition, useEffect } from 'react';
import type { matchRoutes as MatchRoutes, RouteObject } from 'react-router-dom';
import { nextTask } from './app/next-task';
import { isPrerenderedUrl } from './app/prerendered-url';

/**
 * Loads the lazy modules of the current URL first, so hydration renders what the prerenderer did.
 * Returns the matched routes.
 */
async function resolveLazyRoutes(routes: RouteObject[], matchRoutes: typeof MatchRoutes) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches;
}

/** Resolves `committed` when the root first commits: the page is then the app's. */
function CommitSignal({ committed }: { committed: () => void }) {
  useEffect(committed, [committed]);
  return null;
}

/**
 * Starts the app in steps of one browser task each: React DOM; MUI's styling engine; the theme and
 * providers; the router; the layout; the page; the router's state; then hydration, itself in time
 * slices. Evaluated at
 * once, this code is one long task during which a tap on the prerendered page would get no answer.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // Evaluated here only to give MUI's styling engine and Emotion a task of their own.
  await import('@mui/material/styles');
  await nextTask();
  const [{ AppProvider }, { createEmotionCache }] = await Promise.all([
    import('./app/provider'),
    import('./app/emotion-cache'),
  ]);
  await nextTask();
  const { createBrowserRouter, matchRoutes, RouterProvider } = await import('react-router-dom');
  await nextTask();
  const { routes } = await import('./app/routes');
  await nextTask();
  const matches = await resolveLazyRoutes(routes, matchRoutes);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();

  let committed!: () => void;
  const hydrated = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const app = (
    <StrictMode>
      <AppProvider emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProvider>
      <CommitSignal committed={committed} />
    </StrictMode>
  );
  // A transition makes React hydrate in time slices that yield to the browser, instead of one long task.
  // Prerendered pages have markup to hydrate; the dev server and SPA fallback have only a placeholder
  // comment, and a URL the page was not prerendered for (an e-mail link to /auth) is rendered afresh.
  const hydrate = container.firstElementChild && isPrerenderedUrl(matches, window.location.search);
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  return hydrated;
}

/** Settles once the app has rendered or hydrated the page (boot.ts delivers a waiting tap then). */
export const appStarted = start();
