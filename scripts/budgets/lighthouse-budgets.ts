/**
 * The Lighthouse budgets `npm run budgets` judges (scripts/budgets/budgets.ts), without its side
 * effects, so the docs check (scripts/test/docs-figures.test.ts) can read the limits the docs may name.
 */
export const budgets = {
  minOtherCategories: 100,
  maxLcpMs: 1000,
  // The boot module alone (about 5 KB): React, the router or MUI among its static imports would fail it.
  home: { maxEagerJsKb: 10 },
  // The field-data collector after load (brotli, what it adds to the boot module): web-vitals itself is
  // 2.9 KB of it, the collector's own code 0.8 KB.
  maxFieldDataCollectorKb: 4,
} as const;

/** A page Lighthouse judges, how often, and the budgets it carries besides the scores and LCP. */
export interface PageBudget {
  path: string;
  runs: number;
  /** Defaults to `budgets.maxLcpMs`. */
  maxLcpMs?: number;
  maxTbtMs?: number;
  maxCls?: number;
  /** False for `noindex` pages, whose SEO score is low on purpose. */
  judgeSeo?: boolean;
}

/**
 * The pages judged on every `npm test`. Lighthouse varies from run to run, most in TBT, so the pages that
 * carry a TBT budget (the home page, /auth, and /profile signed out, which starts the app at once on its
 * way to /auth) are measured on the median of three; the others on one run. TBT and LCP are reported
 * against their budgets × the host factor (scripts/budgets/host-factor.ts), not failing (README).
 */
export const budgetPages: PageBudget[] = [
  { path: '/', runs: 3, maxTbtMs: 100, maxCls: 0.02 },
  { path: '/services/cloud', runs: 1 },
  { path: '/industries/healthcare', runs: 1 },
  { path: '/contact', runs: 1 },
  // /auth, and /profile signed out (it goes on to /auth?next=/profile): noindex, so SEO is not judged.
  // The sign-in form is prerendered and the app loads when the visitor starts on it, so nothing runs at
  // load on /auth but the boot module; /profile's search parameter starts the app after first paint.
  { path: '/auth', runs: 3, maxLcpMs: 1500, maxTbtMs: 100, maxCls: 0.02, judgeSeo: false },
  { path: '/profile', runs: 3, maxLcpMs: 1500, maxTbtMs: 50, maxCls: 0.02, judgeSeo: false },
];
