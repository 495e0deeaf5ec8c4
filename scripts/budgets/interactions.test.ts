import { describe, expect, it } from 'vitest';
import { interactionBudget, interactionProblems, type InteractionRow } from './interactions';

/** A field's start-up of `ms` against a floor of 1,500 ms, the reference start-up `referenceOverMs` over its own. */
function startUp(ms: number, referenceOverMs: number | null): InteractionRow {
  return {
    what: '/auth: first focus → the form hydrated',
    kind: 'start',
    runs: 1,
    ms,
    noAnswer: [],
    maxMs: interactionBudget.maxStartMs,
    networkFloor: { ms: 1500, bytes: 170_000, referenceOverMs },
  };
}

describe("interactionProblems: a field's start-up against its network floor", () => {
  const quiet = interactionBudget.referenceStartUpQuietOverMs;

  it('passes within the wanted share of the floor', () => {
    expect(interactionProblems([startUp(1500 * 1.19, quiet)], 1)).toEqual({
      againstReference: [],
      absolute: [],
    });
  });

  it('reports a start-up over the wanted share, and fails one over the failing share', () => {
    const wanted = interactionProblems([startUp(1500 * 1.25, quiet)], 1);
    expect(wanted.againstReference).toEqual([]);
    expect(wanted.absolute).toEqual([expect.stringContaining('1.25× its network floor')]);

    const failing = interactionProblems([startUp(1500 * 1.35, quiet)], 1);
    expect(failing.againstReference).toEqual([expect.stringContaining('> 1.30×')]);
    expect(failing.absolute).toEqual([]);
  });

  it('scales the part over the floor by the reference start-up, never below the quiet host', () => {
    // The reference twice as long over its floor as on the quiet host: 1.35× is within 1 + 0.3 × 2.
    const busy = interactionProblems([startUp(1500 * 1.35, quiet * 2)], 1);
    expect(busy.againstReference).toEqual([]);
    expect(busy.absolute).toEqual([]);
    // Faster than on the quiet host, or not measured: the limits stay as they are.
    for (const reference of [quiet / 2, null])
      expect(
        interactionProblems([startUp(1500 * 1.35, reference)], 1).againstReference,
      ).toHaveLength(1);
  });
});
