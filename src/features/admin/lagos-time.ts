/** Every time in the inbox is Lagos time, whatever the admin's phone is set to. */
const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "26 Nov 2026, 14:05 WAT"; an empty string for a time not known yet. */
export function formatLagosTime(iso: string | null): string {
  if (!iso) return '';
  return `${lagosTime.format(new Date(iso))} WAT`;
}

const lagosParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-26 14:05", Lagos time: what a spreadsheet sorts and reads as a date. */
export function lagosSortableTime(iso: string | null): string {
  if (!iso) return '';
  const part = Object.fromEntries(
    lagosParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
