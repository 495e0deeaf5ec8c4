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

  it('outvotes one pair without an answer, and has no value when the median pair lacks one', () => {
    expect(addedOverReference([100, null, 90], [80, 80, 80])).toBe(20);
    expect(addedOverReference([100, 90, 95], [80, null, 80])).toBe(15);
    expect(addedOverReference([100, null, null], [80, 80, 80])).toBeNull();
    expect(addedOverReference([100], [null])).toBeNull();
  });

  it('has no value when the runs do not pair up', () => {
    expect(addedOverReference([100, 90], [80])).toBeNull();
    expect(addedOverReference([], [])).toBeNull();
  });
});
