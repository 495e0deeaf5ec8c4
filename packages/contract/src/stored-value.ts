// How every decoder of a stored document (a lead, a booking, an e-mail's delivery) reads one value:
// anything missing or of the wrong type reads as absent. No Firebase SDK: a stored time is read by its
// `toMillis()`, which both SDKs' Timestamps have, so the browser and Node share these.

/** A stored time: a Firestore Timestamp of either SDK (both have `toMillis`), or a Date. */
export function storedTime(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return new Date(toMillis.call(value) as number);
  }
  return null;
}

/** A string, or '' for anything else. */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A string with something in it, or null. */
export const storedOptionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A number, or null. */
export const storedNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One of `known`, or `fallback`. */
export const oneOf = <T extends string, F extends T | null>(
  known: readonly T[],
  value: unknown,
  fallback: F,
): T | F => known.find((item) => item === value) ?? fallback;
