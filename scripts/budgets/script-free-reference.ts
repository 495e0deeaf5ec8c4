/**
 * The timing budgets' reference: the same page, loaded and tapped the same way in the same run, with its
 * script files blocked. What the page's HTML and CSS cost on this host and this throttled network right
 * now, which no change to the site's JavaScript can move; the site's own time minus it is what the
 * JavaScript adds. A slow or busy host, or a slow network, moves both.
 *
 * Measured on 27 Nov 2026 (docs/performance-log.md): without its scripts the home page's LCP on the 3G
 * phone was the site's, 0.97–1.26 s, and a case study's disclosure answered a tap in 99–199 ms, as slow
 * as with them: the absolute budgets (850 ms, 100 ms) are missed by the HTML alone on this host.
 */
import type { BrowserContext } from '@playwright/test';

/**
 * Routes the script files the page asks for: blocked for the reference (inline scripts still run: the
 * page's own few lines), passed on for the site. Both are routed, so both pay what interception costs.
 */
export async function routeScriptFiles(
  context: BrowserContext,
  scripts: 'blocked' | 'loaded',
): Promise<void> {
  await context.route(/\.m?js(?:\?.*)?$/, (route) =>
    scripts === 'blocked' ? route.abort('blockedbyclient') : route.continue(),
  );
}

/**
 * What the site adds over the reference: the median of the differences of runs taken in pairs (site,
 * then reference, in turn), so that a host slowing down during the measurement moves both halves of a
 * pair. A site run without an answer adds more than any answer, a reference run without one less (the
 * runs' median does the same: runs.ts), so one such pair of three is outvoted. Null when the median
 * pair lacks a value, or the runs do not pair up.
 */
export function addedOverReference(
  site: readonly (number | null)[],
  reference: readonly (number | null)[],
): number | null {
  if (site.length !== reference.length || site.length === 0) return null;
  const differences = site.map((value, index) => {
    const base = reference[index] ?? null;
    if (value === null) return Infinity;
    return base === null ? -Infinity : value - base;
  });
  differences.sort((a, b) => a - b);
  const middle = differences[Math.floor(differences.length / 2)] ?? Infinity;
  return Number.isFinite(middle) ? middle : null;
}
