import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';

/** Loads the lazy modules of the current URL first, so hydration renders what the prerenderer did. */
async function resolveLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await resolveLazyRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProvider emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // A transition makes React hydrate in time slices that yield to the browser, instead of one long task.
  // Prerendered pages have markup to hydrate; the dev server and SPA fallback have only a placeholder comment.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
