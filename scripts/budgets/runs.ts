/**
 * How the timing budgets take several runs of one measurement: the median of them, and the gate's
 * habit of measuring once and confirming a miss.
 */

/** The median of `values` (of an even count, the upper of the middle two); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of runs any of which may have got no answer (null): null then, and when there are none. */
export function medianOfRuns(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return median(values as number[]);
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
