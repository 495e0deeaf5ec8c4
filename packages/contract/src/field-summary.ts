// Field Web Vitals summarised as Google judges them: the 75th percentile per route and metric, over
// the page views of a window. Shared by `npm run vitals` and, next, the admin inbox.
import { METRIC_NAMES, type MetricName } from './field-report-rules.js';

/**
 * A stored page view: route and one field per metric measured
 * (functions/src/field-data/field-report.ts).
 */
export type StoredPageView = { route: string } & Partial<Record<MetricName, number>>;

export interface VitalsSummaryRow {
  route: string;
  views: number;
  /** p75 per metric, or null where no view measured it. */
  p75: Record<MetricName, number | null>;
}

/** The 75th percentile, nearest rank: the value three in four views are at or under. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** One row per route, busiest first. */
export function summariseVitals(views: readonly StoredPageView[]): VitalsSummaryRow[] {
  const byRoute = new Map<string, StoredPageView[]>();
  for (const view of views) byRoute.set(view.route, [...(byRoute.get(view.route) ?? []), view]);
  return [...byRoute]
    .map(([route, routeViews]) => ({
      route,
      views: routeViews.length,
      p75: Object.fromEntries(
        METRIC_NAMES.map((name) => [
          name,
          percentile75(
            routeViews.flatMap((view) => (typeof view[name] === 'number' ? [view[name]] : [])),
          ),
        ]),
      ) as Record<MetricName, number | null>,
    }))
    .sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
}
