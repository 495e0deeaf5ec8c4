/**
 * When work runs, in one place. A prerendered page never waits for JavaScript, so everything that is
 * not the visitor's own action waits for one of these moments:
 * - `afterLoad`: the page and its images have loaded (the service worker, the manifest);
 * - `afterFirstPaint`: the page's content is on screen (decorative icons);
 * - `nextTask`: the browser may handle input and paint before the next piece of start-up;
 * - `whenIdle`: nothing else is waiting (the Auth SDK for someone who may be signed in).
 */

/** Runs `callback` once the page has loaded: at once if it already has. */
export function afterLoad(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'complete') callback();
  else doc.defaultView?.addEventListener('load', callback, { once: true });
}

/**
 * Runs `callback` in a task of its own once the browser has painted the page's content (the
 * first-contentful-paint entry). A page with nothing to paint yet (the dev server's empty shell) runs it
 * at once; without Paint Timing, the next frame will do.
 */
export function afterFirstPaint(callback: () => void, root: Element | null): void {
  const soon = () => setTimeout(callback, 0);
  if (!root?.firstElementChild) {
    soon();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(soon);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can handle a tap and paint before the work after it.
 * `scheduler.yield()` keeps that work ahead of other queued tasks where supported.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so it never competes with
 * the page's own work. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay keeps the task off the current one.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
