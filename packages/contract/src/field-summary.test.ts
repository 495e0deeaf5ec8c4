import { describe, expect, it } from 'vitest';
import { percentile75, summariseVitals } from './field-summary.js';

describe('percentile75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(percentile75([400, 100, 300, 200])).toBe(300);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(percentile75([42])).toBe(42);
    expect(percentile75([])).toBeNull();
  });
});

describe('summariseVitals', () => {
  it('gives p75 per route and metric, busiest route first, null where nothing was measured', () => {
    const rows = summariseVitals([
      { route: '/contact', LCP: 900 },
      { route: '/', LCP: 700, INP: 80, CLS: 0 },
      { route: '/', LCP: 1100, INP: 240 },
      { route: '/', LCP: 800 },
    ]);
    expect(rows.map((row) => [row.route, row.views])).toEqual([
      ['/', 3],
      ['/contact', 1],
    ]);
    expect(rows[0]?.p75).toEqual({ LCP: 1100, INP: 240, CLS: 0, FCP: null, TTFB: null });
  });
});
