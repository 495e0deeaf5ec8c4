import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProvider } from '@/app/provider';

export interface RenderRouteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL to start at, e.g. "/contact". */
  url?: string;
}

/** Renders the given routes with every app provider, starting at `url`, as a visitor would land. */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', ...options }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProvider emotionCache={createEmotionCache()}>
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
