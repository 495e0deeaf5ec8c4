import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /**
   * Emotion's critical CSS for exactly this markup, as <style> tags: the global ones, which go before
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
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <AppProvider emotionCache={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  const critical = emotionServer.extractCriticalToChunks(html);
  // data-s says "already in <head>": otherwise the default cache @emotion/react creates on import moves
  // every tag whose data-emotion lists ids to the end of <head>, whatever its key.
  const tags = (global: boolean) =>
    emotionServer
      .constructStyleTagsFromChunks({
        html,
        styles: critical.styles.filter((chunk) => (chunk.key !== cache.key) === global),
      })
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return {
    html,
    styles: { global: tags(true), components: tags(false) },
    status: context.statusCode,
  };
}

// The build script reads these from the server bundle, so the sitemap and the site identity match the app.
export { staticRoutePaths } from './config/paths';
export { site } from './config/site';
