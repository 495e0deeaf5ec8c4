// RFC 3339 timestamps. Firestore keeps microseconds, so every stored timestamp is normalized to
// `YYYY-MM-DDTHH:MM:SS.ffffffZ`: fixed width, so comparing the strings compares the instants.

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

export const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
export const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

/** Parses an RFC 3339 timestamp; undefined when it is malformed or outside years 1..9999. */
export function parseTimestamp(text: string): Timestamp | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(
    Number,
  ) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  let seconds = date.getTime() / 1000;
  if (!m[8]) {
    const offsetMinutes = Number(m[10]) * 60 + Number(m[11]);
    if (Number(m[10]) > 23 || Number(m[11]) > 59) return undefined;
    seconds -= (m[9] === '-' ? -1 : 1) * offsetMinutes * 60;
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) return undefined;
  return { seconds, nanos };
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Canonical form, truncated to microseconds as Firestore stores it. */
export function formatTimestamp(ts: Timestamp): string {
  // Years 1..9999 keep toISOString() in its plain `YYYY-MM-DDTHH:MM:SS` form.
  const whole = new Date(ts.seconds * 1000).toISOString().slice(0, 19);
  const micros = String(Math.floor(ts.nanos / 1000)).padStart(6, '0');
  return `${whole}.${micros}Z`;
}

export function timestampToMicros(ts: Timestamp): bigint {
  return BigInt(ts.seconds) * 1_000_000n + BigInt(Math.floor(ts.nanos / 1000));
}

export function microsToTimestamp(micros: bigint): Timestamp {
  let seconds = micros / 1_000_000n;
  let rest = micros % 1_000_000n;
  if (rest < 0n) {
    rest += 1_000_000n;
    seconds -= 1n;
  }
  return { seconds: Number(seconds), nanos: Number(rest) * 1000 };
}
