import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProvider } from '@/app/provider';

export interface RenderRouteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL to start at, e.g. "/contact". */
  url?: string;
}

// One Emotion cache for all of a file's renders, as the app has one per page: a new cache per render
// inserted MUI's styles again each time (about 175 <style> tags per test), and jsdom's getComputedStyle,
// which every role query and toBeVisible calls, walks them all, so a file's tests grew slower in turn.
// Test files may share one module graph and one jsdom (vitest.config.ts), and a test that empties
// <head> leaves a cache inserting before a style tag that is gone: then the next render gets a new one.
let emotionCache: ReturnType<typeof createEmotionCache> | undefined;
function currentEmotionCache() {
  if (!emotionCache || emotionCache.sheet.tags.some((tag) => !tag.isConnected))
    emotionCache = createEmotionCache();
  return emotionCache;
}

/** Renders the given routes with every app provider, starting at `url`, as a visitor would land. */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', ...options }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProvider emotionCache={currentEmotionCache()}>
      <RouterProvider router={router} />
    </AppProvider>,
    options,
  );
  return { ...result, router };
}

/** Renders one element inside a single route with all providers. */
export function renderWithProviders(element: ReactElement, options: RenderRouteOptions = {}) {
  return renderRoutes([{ path: '*', element }], options);
}
