// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backToBackHostFactor, hostFactorBudget } from './host-factor';

/** Samples of the reference, numbered in the order they are taken: [1 × quiet, …], [2 × quiet, …]. */
function countedSamples() {
  let taken = 0;
  const sample = () => {
    taken += 1;
    return Promise.resolve([taken * hostFactorBudget.quietReferenceMs]);
  };
  return { sample, taken: () => taken };
}

describe('backToBackHostFactor', () => {
  it('shares the sample between two phases: three samples for two phases, each between two', async () => {
    const { sample, taken } = countedSamples();
    const between = backToBackHostFactor(sample);
    const first = await between(() => Promise.resolve('first'));
    const second = await between(() => Promise.resolve('second'));
    expect(first.result).toBe('first');
    expect(first.host.samplesMs).toEqual([400, 800]);
    expect(second.host.samplesMs).toEqual([800, 1200]);
    expect(taken()).toBe(3);
  });

  it('samples afresh before the next phase when one fails', async () => {
    const { sample, taken } = countedSamples();
    const between = backToBackHostFactor(sample);
    await between(() => Promise.resolve(null));
    await expect(between(() => Promise.reject(new Error('no page')))).rejects.toThrow('no page');
    const after = await between(() => Promise.resolve(null));
    expect(after.host.samplesMs).toEqual([1200, 1600]);
    expect(taken()).toBe(4);
  });
});
