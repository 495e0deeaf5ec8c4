/**
 * The visitor's time zone, for times shown in Lagos time and theirs (slotTimeLabel). Read where the
 * page renders in the browser only: a prerendered page shows no visitor's clock.
 */
export function visitorZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No zone known: Lagos time alone.
    return null;
  }
}
