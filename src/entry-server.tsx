import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { prerenderedStyleTags, keepStylesInCache } from './app/prerendered-styles';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /**
   * The render's styles as <style> tags (app/prerendered-styles.ts): the global ones, which go before
   * the insertion point, and the components' ones, which go right after it (see app/emotion-cache.ts).
   */
  styles: { global: string; components: string };
  status: number;
  /** Set when the route redirects (legacy paths) instead of rendering. */
  redirect?: string;
}

/** Renders one URL to HTML at build time, the way the browser will hydrate it. */
export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    return {
      html: '',
      styles: { global: '', components: '' },
      status: context.status,
      redirect: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = keepStylesInCache(createEmotionCache());
  const html = renderToString(
    <AppProvider emotionCache={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return {
    html,
    styles: prerenderedStyleTags(cache, html),
    status: context.statusCode,
  };
}

// The build script reads these from the server bundle, so the sitemap and the site identity match the app.
export { paths, staticRoutePaths, unlistedRoutePaths } from './config/paths';
export { site } from './config/site';
