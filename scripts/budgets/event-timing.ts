/**
 * Interactions as INP reads them (https://web.dev/articles/inp): the browser's Event Timing entries,
 * grouped by `interactionId`, each interaction as long as its longest event (from the input to the
 * frame that shows its result: input delay, processing and presentation delay), and the visit judged
 * by the interaction at its 98th percentile: with n interactions, the longest but one per 50 (web-vitals'
 * `onINP`). The typing budget (typing.ts) reads every key and tap of its journeys so.
 */
import type { Page } from '@playwright/test';

/** One interaction: its longest event. */
export interface Interaction {
  /** The event that took longest, e.g. `keydown`, `pointerup`. */
  name: string;
  /** On the page's clock. */
  startTime: number;
  /** From the input to the next frame presented, in ms (Event Timing rounds it to 8 ms). */
  duration: number;
  /** The target's id or tag name, to say where it was. */
  target: string;
}

/** In the page before its own scripts: every event of 16 ms or more (the API's floor) with an interaction. */
export const eventTimingProbe = `(() => {
  const interactions = (window.__eventTiming = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = interactions[entry.interactionId];
      if (known && known.duration >= entry.duration) continue;
      const target = entry.target;
      interactions[entry.interactionId] = {
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        target: target ? target.id || target.getAttribute('name') || target.tagName.toLowerCase() : '',
      };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/**
 * The interactions the page has seen so far, and how many there were: `performance.interactionCount`
 * also counts those under 16 ms, which Event Timing does not report. Entries still waiting for their
 * frame are not in yet: read once the page has painted after the last input.
 */
export async function readInteractions(
  page: Page,
): Promise<{ interactions: Interaction[]; count: number }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __eventTiming: Record<string, Interaction> })
      .__eventTiming;
    const interactions = Object.values(seen);
    const count = (performance as Performance & { interactionCount?: number }).interactionCount;
    return { interactions, count: Math.max(count ?? 0, interactions.length) };
  });
}

/** A visit's interactions summed up: the 98th percentile as INP takes it, and the worst. */
export interface InteractionSummary {
  count: number;
  /** INP's reading: among `count` interactions, the longest but one per 50; 0 without any over 16 ms. */
  p98Ms: number;
  worst: Interaction | null;
}

export function summarizeInteractions(
  interactions: readonly Interaction[],
  count: number = interactions.length,
): InteractionSummary {
  const longestFirst = [...interactions].sort((a, b) => b.duration - a.duration);
  const index = Math.min(
    longestFirst.length - 1,
    Math.floor(Math.max(count, longestFirst.length) / 50),
  );
  return {
    count: Math.max(count, longestFirst.length),
    p98Ms: longestFirst[index]?.duration ?? 0,
    worst: longestFirst[0] ?? null,
  };
}
