import { vi } from 'vitest';

/**
 * Stands in for the page's performance timeline: jsdom's `performance` has no entries to return, and no
 * `getEntriesByType` to spy on. The global comes back after the test (unstubGlobals).
 */
export function stubPerformanceEntries(
  entries: readonly Partial<PerformanceEntry & PerformanceNavigationTiming>[],
) {
  vi.stubGlobal('performance', {
    now: () => Date.now(),
    getEntriesByType: () => entries,
  });
}
