// The firm's opening hours in Lagos, as the site shows them on every page (src/config/site.ts) and
// business time counts them (business-hours.ts). Data only, no imports: every page bundles it.

export interface OpeningHours {
  /** Human label, e.g. "Monday – Friday". */
  days: string;
  /** schema.org day names, for JSON-LD, and the days these hours apply to. */
  dayOfWeek: readonly WeekdayName[];
  /** 24-hour local times (West Africa Time), or null when closed. */
  opens: string | null;
  closes: string | null;
  /** What a visitor reads, e.g. "9:00 AM – 6:00 PM". */
  label: string;
}

export type WeekdayName =
  'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

export const OPENING_HOURS: readonly OpeningHours[] = [
  {
    days: 'Monday – Friday',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    label: '9:00 AM – 6:00 PM',
  },
  {
    days: 'Saturday',
    dayOfWeek: ['Saturday'],
    opens: '10:00',
    closes: '16:00',
    label: '10:00 AM – 4:00 PM',
  },
  { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null, label: 'Closed' },
];
