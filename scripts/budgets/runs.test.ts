import { describe, expect, it, vi } from 'vitest';
import { measureConfirmingMisses, median, medianOfMeasured, medianOfRuns } from './runs';

describe('median', () => {
  it('takes the middle value, the upper of two, and NaN of none', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20])).toBe(20);
    expect(median([])).toBeNaN();
  });

  it('of runs: a run without an answer counts as the slowest, and none is null', () => {
    expect(medianOfRuns([120, null, 80])).toBe(120);
    expect(medianOfRuns([null, 80, null])).toBeNull();
    expect(medianOfRuns([80, null])).toBeNull();
    expect(medianOfRuns([null])).toBeNull();
    expect(medianOfRuns([])).toBeNull();
    expect(medianOfRuns([120, 90, 80])).toBe(90);
  });

  it('of what was measured: runs without a figure left out', () => {
    expect(medianOfMeasured([1600, null, 1700])).toBe(1700);
    expect(medianOfMeasured([null, null])).toBeNull();
  });
});

describe('measureConfirmingMisses', () => {
  const confirmOne = { runs: 1, confirmUpTo: 3 };

  it('measures once when that run misses nothing', async () => {
    const measure = vi.fn((_run: number) => Promise.resolve());
    expect(await measureConfirmingMisses(confirmOne, measure, () => false)).toBe(1);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures up to the confirming runs while a budget is missed', async () => {
    const measure = vi.fn((_run: number) => Promise.resolve());
    expect(await measureConfirmingMisses(confirmOne, measure, () => true)).toBe(3);
    expect(measure.mock.calls.map(([run]) => run)).toEqual([0, 1, 2]);
  });

  it('stops as soon as the runs so far miss nothing, and always measures `runs`', async () => {
    const recorded: number[] = [];
    const missed = () => recorded.length < 2;
    const measure = (run: number) => Promise.resolve(void recorded.push(run));
    expect(await measureConfirmingMisses(confirmOne, measure, missed)).toBe(2);
    expect(await measureConfirmingMisses({ runs: 3, confirmUpTo: 3 }, measure, () => false)).toBe(
      3,
    );
  });
});
