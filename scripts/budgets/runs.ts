/**
 * How the timing budgets take several runs of one measurement: the median of them, and the gate's
 * habit of measuring once and confirming a miss.
 */

/** The median of `values` (of an even count, the upper of the middle two); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The median of runs any of which may have got no answer (null): such a run counts as slower than every
 * answer, so one of three leaves the median to the other two and two of three make it null. Null when
 * there are none. One run without an answer is then one slow moment, confirmed or not by the runs after
 * it (the CI machine's gate on 29 Nov had one on /auth, its cause unrecorded); interactions.ts reports
 * each such run with what the page showed.
 */
export function medianOfRuns(values: readonly (number | null)[]): number | null {
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/** The median of what the runs measured, leaving out those that measured nothing; null when none did. */
export function medianOfMeasured(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : median(measured);
}

/**
 * Runs `measure` `runs` times, then again while `missed()` (judged on what the runs so far recorded)
 * says a failing budget is missed, up to `confirmUpTo` runs in all. With one run and three to confirm,
 * what the gate does: a run that misses is followed by two more and their median decides, which fails
 * exactly where three runs' median would, in a third of the time when nothing misses, and one slow
 * moment of the host does not fail the run by itself. Returns how many runs were measured.
 */
export async function measureConfirmingMisses(
  { runs, confirmUpTo }: { runs: number; confirmUpTo: number },
  measure: (run: number) => Promise<void>,
  missed: () => boolean,
): Promise<number> {
  let run = 0;
  while (run < runs || (run < confirmUpTo && missed())) {
    await measure(run);
    run += 1;
  }
  return run;
}
