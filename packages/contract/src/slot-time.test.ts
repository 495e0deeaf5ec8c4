import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from './booking-rules.js';
import { openSlots, slotsByDay } from './booking-slots.js';
import { keepsLagosClock, slotTimeLabel, zonePlace } from './slot-time.js';

const lagos = (local: string) => new Date(`${local}:00+01:00`);

describe('a slot in Lagos time and the visitor’s', () => {
  it('adds the visitor’s clock only when their zone keeps another', () => {
    expect(slotTimeLabel(lagos('2026-12-02T11:00'))).toBe('11:00 WAT');
    expect(slotTimeLabel(lagos('2026-12-02T11:00'), 'Africa/Lagos')).toBe('11:00 WAT');
    // Porto-Novo keeps UTC+1 all year, like Lagos.
    expect(keepsLagosClock('Africa/Porto-Novo', 2026)).toBe(true);
    expect(slotTimeLabel(lagos('2026-12-02T11:00'), 'Africa/Porto-Novo')).toBe('11:00 WAT');
    expect(slotTimeLabel(lagos('2026-12-02T11:00'), 'America/New_York')).toBe(
      '11:00 WAT · 05:00 in New York',
    );
    expect(slotTimeLabel(lagos('2026-12-04T16:00'), 'Asia/Tokyo')).toBe(
      '16:00 WAT · 00:00 Sat in Tokyo',
    );
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    // A zone this platform does not know: Lagos time alone.
    expect(slotTimeLabel(lagos('2026-12-02T11:00'), 'Mars/Olympus_Mons')).toBe('11:00 WAT');
  });

  it('is right for a visitor in London across both daylight-saving changes of 2026', () => {
    // Britain moves to BST (UTC+1) on Sunday 29 March at 01:00 UTC, back to GMT on Sunday 25 October.
    const cases: [string, string][] = [
      ['2026-03-28T11:00', '11:00 WAT · 10:00 in London'], // Saturday, GMT
      ['2026-03-30T09:00', '09:00 WAT · 09:00 in London'], // Monday, BST: the same clock
      ['2026-03-30T17:30', '17:30 WAT · 17:30 in London'],
      ['2026-10-24T15:30', '15:30 WAT · 15:30 in London'], // Saturday, still BST
      ['2026-10-26T09:00', '09:00 WAT · 08:00 in London'], // Monday, GMT again
    ];
    for (const [local, label] of cases)
      expect(slotTimeLabel(lagos(local), 'Europe/London')).toBe(label);
  });

  it('labels every slot of the weeks around a change the same way: no hour wrong', () => {
    const around = (
      now: string,
      first: string,
      last: string,
      hoursBehind: (day: string) => number,
    ) => {
      const days = slotsByDay(
        openSlots('sales', lagos(now), {
          policy: DEFAULT_BOOKING_POLICY,
          blocks: [],
          taken: new Set(),
        }),
      ).filter((day) => day.date >= first && day.date <= last);
      expect(days.length).toBeGreaterThan(4);
      for (const day of days) {
        for (const start of day.slots) {
          // London's clock is UTC + (1 − hours behind Lagos).
          const london = new Date(start.getTime() + (1 - hoursBehind(day.date)) * 3_600_000);
          const clock = london.toISOString().slice(11, 16);
          expect(slotTimeLabel(start, 'Europe/London'), `${day.date}`).toMatch(
            new RegExp(`· ${clock} in London$`),
          );
        }
      }
    };
    // Lagos is UTC+1: London is an hour behind in GMT, level in BST.
    around('2026-03-23T08:00', '2026-03-23', '2026-04-03', (day) => (day < '2026-03-29' ? 1 : 0));
    around('2026-10-19T08:00', '2026-10-19', '2026-10-30', (day) => (day < '2026-10-25' ? 0 : 1));
  });
});
