import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from './booking-rules.js';
import {
  cellIds,
  lagosDateBounds,
  nextOpenSlots,
  openSlots,
  parseSlotId,
  slotId,
  slotRefusal,
  slotsByDay,
  type SlotContext,
} from './booking-slots.js';
import { formatClock } from './slot-time.js';

/** A Lagos wall-clock time (WAT, UTC+1) as an instant. */
const lagos = (local: string) => new Date(`${local}:00+01:00`);

const context = (over: Partial<SlotContext> = {}): SlotContext => ({
  policy: DEFAULT_BOOKING_POLICY,
  blocks: [],
  taken: new Set(),
  ...over,
});

/** The open slots of one Lagos day, as "HH:MM" Lagos times. */
function dayTimes(slots: Date[], date: string): string[] {
  return (
    slotsByDay(slots)
      .find((day) => day.date === date)
      ?.slots.map((start) => formatClock(start)) ?? []
  );
}

const fullWeekday = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
];
const weekdayAfternoon = [
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
];

describe('open slots', () => {
  it('on a Friday evening: the notice runs into Saturday, whose hours are 10–16', () => {
    const slots = openSlots('sales', lagos('2026-11-27T17:30'), context());
    // 30 min left on Friday, 90 more from Saturday's opening: 11:30. The last call ends at 16:00.
    expect(dayTimes(slots, '2026-11-27')).toEqual([]);
    expect(dayTimes(slots, '2026-11-28')).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(dayTimes(slots, '2026-11-29')).toEqual([]); // Sunday
    expect(dayTimes(slots, '2026-11-30')).toEqual([...fullWeekday, ...weekdayAfternoon]);
  });

  it('on a Saturday morning before opening: the notice counts from 10:00', () => {
    const slots = openSlots('technical', lagos('2026-11-28T08:00'), context());
    expect(dayTimes(slots, '2026-11-28')[0]).toBe('12:00');
    expect(dayTimes(slots, '2026-11-28').at(-1)).toBe('15:30');
  });

  it('not on a public holiday, and the notice skips it', () => {
    // Thursday 1 October 2026 is Independence Day: from Wednesday 17:00, 60 min that day, 60 on Friday.
    const slots = openSlots('sales', lagos('2026-09-30T17:00'), context());
    expect(dayTimes(slots, '2026-09-30')).toEqual([]);
    expect(dayTimes(slots, '2026-10-01')).toEqual([]);
    expect(dayTimes(slots, '2026-10-02')[0]).toBe('10:00');
    expect(
      slotRefusal(lagos('2026-10-01T11:00'), 'sales', lagos('2026-09-28T09:00'), context()),
    ).toBe('closed');
  });

  it('keeps the minimum notice across a closed night, on the half-hour grid', () => {
    // Tuesday 17:15: 45 min that evening, 75 on Wednesday from 09:00, so 10:15; the next start is 10:30.
    const slots = openSlots('sales', lagos('2026-12-01T17:15'), context());
    expect(dayTimes(slots, '2026-12-01')).toEqual([]);
    expect(dayTimes(slots, '2026-12-02')[0]).toBe('10:30');
    expect(
      slotRefusal(lagos('2026-12-02T10:00'), 'sales', lagos('2026-12-01T17:15'), context()),
    ).toBe('notice');
  });

  it('stops at the horizon: 21 Lagos days, today included', () => {
    const now = lagos('2026-11-30T08:00'); // Monday
    const slots = openSlots('sales', now, context());
    // 30 Nov + 20 days is Sunday 20 December, closed: the last slots are Saturday 19 December's.
    expect(slotsByDay(slots).at(-1)?.date).toBe('2026-12-19');
    expect(formatClock(slots.at(-1)!)).toBe('15:30');
    expect(slotRefusal(lagos('2026-12-21T09:00'), 'sales', now, context())).toBe('horizon');
    expect(slotRefusal(lagos('2026-12-19T15:30'), 'sales', now, context())).toBeNull();
    // A shorter horizon from the config.
    const week: BookingPolicy = { ...DEFAULT_BOOKING_POLICY, horizonDays: 7 };
    expect(slotsByDay(openSlots('sales', now, context({ policy: week }))).at(-1)?.date).toBe(
      '2026-12-05',
    );
  });

  it('keeps a buffer after every meeting, on both sides of a booked one', () => {
    const booked = lagos('2026-12-02T10:00');
    const taken = new Set(cellIds(booked, 'sales', DEFAULT_BOOKING_POLICY));
    expect([...taken]).toEqual(['2026-12-02T09:00Z', '2026-12-02T09:15Z', '2026-12-02T09:30Z']);
    const slots = openSlots('sales', lagos('2026-11-30T08:00'), context({ taken }));
    // 09:00 ends at 09:30, a 30 min gap; 09:30 would end as the 10:00 meeting starts, without its
    // buffer; 10:30 would start in the 10:00 meeting's buffer.
    expect(dayTimes(slots, '2026-12-02').slice(0, 3)).toEqual(['09:00', '11:00', '11:30']);
  });

  it("follows each kind's length and the buffer from the config", () => {
    const policy: BookingPolicy = {
      ...DEFAULT_BOOKING_POLICY,
      lengthMinutes: { sales: 30, technical: 60 },
      bufferMinutes: 30,
    };
    expect(cellIds(lagos('2026-12-02T17:00'), 'technical', policy)).toHaveLength(6);
    const slots = openSlots('technical', lagos('2026-11-30T08:00'), context({ policy }));
    // A 60-minute call must end by 18:00.
    expect(dayTimes(slots, '2026-12-02').at(-1)).toBe('17:00');
    const taken = new Set(cellIds(lagos('2026-12-02T12:00'), 'sales', policy));
    const around = dayTimes(
      openSlots('technical', lagos('2026-11-30T08:00'), context({ policy, taken })),
      '2026-12-02',
    );
    // 11:00–12:00 plus its 30 min buffer runs into 12:00; 12:00–12:30 plus 30 min keeps 13:00 free.
    expect(around).toContain('10:30');
    expect(around).not.toContain('11:00');
    expect(around).not.toContain('12:30');
    expect(around).toContain('13:00');
  });

  it('leaves out what the admins blocked: a few hours, or a whole day', () => {
    const blocks = [
      { startsAt: lagos('2026-12-02T13:00'), endsAt: lagos('2026-12-02T15:00') },
      lagosDateBounds('2026-12-03'),
    ];
    const slots = openSlots('sales', lagos('2026-11-30T08:00'), context({ blocks }));
    expect(dayTimes(slots, '2026-12-02')).toEqual([
      ...fullWeekday.slice(0, -1),
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    expect(dayTimes(slots, '2026-12-03')).toEqual([]);
    expect(
      slotRefusal(
        lagos('2026-12-02T14:00'),
        'sales',
        lagos('2026-11-30T08:00'),
        context({ blocks }),
      ),
    ).toBe('taken');
  });

  it('refuses what is not a slot, and offers the next free ones instead of a taken one', () => {
    const now = lagos('2026-11-30T08:00');
    expect(slotRefusal(lagos('2026-12-02T09:10'), 'sales', now, context())).toBe('unknown');
    expect(slotRefusal(lagos('2026-12-02T09:15'), 'sales', now, context())).toBe('unknown');
    expect(slotRefusal(lagos('2026-12-02T18:00'), 'sales', now, context())).toBe('closed');
    expect(slotRefusal(lagos('2026-12-02T17:45'), 'sales', now, context())).toBe('unknown');
    expect(slotRefusal(lagos('2026-12-06T10:00'), 'sales', now, context())).toBe('closed'); // Sunday
    expect(slotRefusal(lagos('2026-11-27T10:00'), 'sales', now, context())).toBe('past');
    const taken = new Set(cellIds(lagos('2026-12-02T10:00'), 'sales', DEFAULT_BOOKING_POLICY));
    expect(slotRefusal(lagos('2026-12-02T10:00'), 'sales', now, context({ taken }))).toBe('taken');
    expect(
      nextOpenSlots('sales', now, context({ taken }), lagos('2026-12-02T10:00'), 3).map((start) =>
        formatClock(start),
      ),
    ).toEqual(['11:00', '11:30', '12:00']);
  });

  it('names a slot by its start in UTC, and reads back only such a name', () => {
    const start = lagos('2026-12-02T10:30');
    expect(slotId(start)).toBe('2026-12-02T09:30Z');
    expect(parseSlotId('2026-12-02T09:30Z')).toEqual(start);
    for (const bad of ['2026-12-02T09:30', '2026-13-02T09:30Z', '2026-02-30T09:30Z', 'x', 42, null])
      expect(parseSlotId(bad), String(bad)).toBeNull();
  });
});
