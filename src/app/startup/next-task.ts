interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so work after it runs after the browser has had a chance to handle input
 * and paint. scheduler.yield() keeps this work's place ahead of other queued tasks where supported.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
