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
