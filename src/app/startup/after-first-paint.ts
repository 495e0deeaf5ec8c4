/**
 * Runs `start` once the browser has painted the page's content, in a task of its own. Scripts requested
 * earlier would compete with the first paint for the network and the main thread.
 *
 * Prerendered pages wait for the first-contentful-paint entry; a page with nothing to paint yet (the
 * client-rendered shell, the dev server) starts at once. Without Paint Timing, the next frame will do.
 */
export function afterFirstPaint(start: () => void, root: Element | null): void {
  const startSoon = () => setTimeout(start, 0);
  const hasContent = Boolean(root?.firstElementChild);
  if (!hasContent) {
    startSoon();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(startSoon);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startSoon();
  });
  observer.observe({ type: 'paint', buffered: true });
}
