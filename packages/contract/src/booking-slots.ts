// The open slots of a kind of call: the firm's hours and public holidays (business-hours.ts), minus the
// times already covered by a booking or a hold, minus the admins' blocks, no sooner than the minimum
// notice in business time and no later than the horizon. Pure: the booking function runs it for the
// slot list and again, inside its transaction, for the one slot asked for.
import {
  addBusinessMinutes,
  FIRM_CALENDAR,
  openWindow,
  type BusinessCalendar,
} from './business-hours.js';
import type { BookingKind, BookingPolicy, SlotRefusal } from './booking-rules.js';
import { lagosDayStart, LAGOS_OFFSET_MS } from './lagos-time.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A time the admins closed: [startsAt, endsAt). */
export interface BlockedTime {
  startsAt: Date;
  endsAt: Date;
}

/** What slots are laid out from, besides the kind and the clock. */
export interface SlotContext {
  policy: BookingPolicy;
  calendar?: BusinessCalendar;
  blocks: readonly BlockedTime[];
  /** The quarter hours (cell ids) a booking or a live hold covers. */
  taken: ReadonlySet<string>;
}

/** A slot's id, its start in UTC to the minute: `2026-12-03T08:00Z`. Also a cell's. */
export function slotId(start: Date): string {
  return `${start.toISOString().slice(0, 16)}Z`;
}

/** The start a slot id names, or null for anything that is not one exactly. */
export function parseSlotId(id: unknown): Date | null {
  if (typeof id !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/.test(id)) return null;
  const start = new Date(`${id.slice(0, -1)}:00Z`);
  return Number.isNaN(start.getTime()) || slotId(start) !== id ? null : start;
}

/** When a meeting of `kind` starting at `start` ends. */
export function meetingEnd(start: Date, kind: BookingKind, policy: BookingPolicy): Date {
  return new Date(start.getTime() + policy.lengthMinutes[kind] * MINUTE_MS);
}

/**
 * The cells a meeting of `kind` at `start` covers: its own quarter hours and its buffer's. Each
 * meeting keeps its buffer after it, so any two meetings are at least a buffer apart.
 */
export function cellIds(start: Date, kind: BookingKind, policy: BookingPolicy): string[] {
  const count = (policy.lengthMinutes[kind] + policy.bufferMinutes) / policy.cellMinutes;
  return Array.from({ length: count }, (_, index) =>
    slotId(new Date(start.getTime() + index * policy.cellMinutes * MINUTE_MS)),
  );
}

/** The earliest start the minimum notice allows at `now`. */
export function earliestStart(now: Date, policy: BookingPolicy, calendar = FIRM_CALENDAR): Date {
  return addBusinessMinutes(now, policy.noticeBusinessMinutes, calendar);
}

/** The Lagos day after the last one slots are offered on, as the UTC midnight of its date (ms). */
function horizonEnd(now: Date, policy: BookingPolicy): number {
  return lagosDayStart(now.getTime()) + policy.horizonDays * DAY_MS;
}

/** The UTC instant a Lagos wall-clock day starts. */
function dayStartInstant(dayStart: number): number {
  return dayStart - LAGOS_OFFSET_MS;
}

function overlapsBlock(start: Date, end: Date, blocks: readonly BlockedTime[]): boolean {
  return blocks.some((block) => block.startsAt < end && start < block.endsAt);
}

/** Every start the day's hours allow for `kind`, stepping from the opening, the meeting ending by the close. */
function startsOn(dayStart: number, kind: BookingKind, context: SlotContext): Date[] {
  const window = openWindow(dayStart, context.calendar ?? FIRM_CALENDAR);
  if (!window) return [];
  const length = context.policy.lengthMinutes[kind] * MINUTE_MS;
  const starts: Date[] = [];
  for (
    let at = window.opensMs;
    at + length <= window.closesMs;
    at += context.policy.stepMinutes * MINUTE_MS
  )
    starts.push(new Date(at));
  return starts;
}

function isFree(start: Date, kind: BookingKind, context: SlotContext): boolean {
  return (
    !overlapsBlock(start, meetingEnd(start, kind, context.policy), context.blocks) &&
    cellIds(start, kind, context.policy).every((cell) => !context.taken.has(cell))
  );
}

/** The open slots of `kind` from `now` to the horizon, earliest first. */
export function openSlots(kind: BookingKind, now: Date, context: SlotContext): Date[] {
  const earliest = earliestStart(now, context.policy, context.calendar);
  const end = horizonEnd(now, context.policy);
  const slots: Date[] = [];
  for (let day = lagosDayStart(now.getTime()); day < end; day += DAY_MS) {
    for (const start of startsOn(day, kind, context))
      if (start >= earliest && isFree(start, kind, context)) slots.push(start);
  }
  return slots;
}

/**
 * Why `start` cannot be booked for `kind` at `now`, or null when it can: each check in the order a
 * visitor would understand it.
 */
export function slotRefusal(
  start: Date,
  kind: BookingKind,
  now: Date,
  context: SlotContext,
): SlotRefusal | null {
  const day = lagosDayStart(start.getTime());
  const laidOut = startsOn(day, kind, context).some((at) => at.getTime() === start.getTime());
  if (!laidOut) {
    // A time on a closed day (a holiday, a Sunday), or past the hours: "closed"; off the grid: "unknown".
    const window = openWindow(day, context.calendar ?? FIRM_CALENDAR);
    const offGrid =
      window !== null &&
      start.getTime() >= window.opensMs &&
      start.getTime() < window.closesMs &&
      (start.getTime() - window.opensMs) % (context.policy.stepMinutes * MINUTE_MS) !== 0;
    return offGrid || start.getTime() % (context.policy.cellMinutes * MINUTE_MS) !== 0
      ? 'unknown'
      : 'closed';
  }
  if (start <= now) return 'past';
  if (start < earliestStart(now, context.policy, context.calendar)) return 'notice';
  if (day >= horizonEnd(now, context.policy)) return 'horizon';
  return isFree(start, kind, context) ? null : 'taken';
}

/** The first `count` open slots of `kind` after `after` (the alternatives a refused booking offers). */
export function nextOpenSlots(
  kind: BookingKind,
  now: Date,
  context: SlotContext,
  after: Date,
  count: number,
): Date[] {
  return openSlots(kind, now, context)
    .filter((start) => start > after)
    .slice(0, count);
}

/** A day of slots as the page lists them: its Lagos date ("2026-12-03") and its slots in order. */
export interface SlotDay {
  date: string;
  slots: Date[];
}

/** The Lagos date an instant falls on: "2026-12-03". */
export function lagosDate(at: Date): string {
  return new Date(lagosDayStart(at.getTime())).toISOString().slice(0, 10);
}

/** Slots grouped by their Lagos day, in order. */
export function slotsByDay(slots: readonly Date[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const start of slots) {
    const date = lagosDate(start);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(start);
    else days.push({ date, slots: [start] });
  }
  return days;
}

/** The first instant of a Lagos date ("2026-12-03"), and of the day after: a whole day's block. */
export function lagosDateBounds(date: string): BlockedTime {
  const startsAt = new Date(dayStartInstant(Date.parse(`${date}T00:00:00Z`)));
  return { startsAt, endsAt: new Date(startsAt.getTime() + DAY_MS) };
}
