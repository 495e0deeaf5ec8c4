import { describe, expect, it } from 'vitest';
import { addedOverReference } from './script-free-reference';

describe('addedOverReference', () => {
  it('is the median of the paired differences, not the difference of the medians', () => {
    // Pairs: +10, +200 (a host hiccup in one site run), -5: the hiccup does not move the result.
    expect(addedOverReference([110, 400, 95], [100, 200, 100])).toBe(10);
  });

  it('shows a delay added to every run', () => {
    expect(addedOverReference([260, 230, 300], [100, 80, 140])).toBe(160);
  });

  it('has no value when a run got no answer, or the runs do not pair up', () => {
    expect(addedOverReference([100, null, 90], [80, 80, 80])).toBeNull();
    expect(addedOverReference([100, 90], [80])).toBeNull();
    expect(addedOverReference([], [])).toBeNull();
  });
});
