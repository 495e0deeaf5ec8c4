// The booking's e-mails in the one mail sweep (firm/firm-mail.ts), against the Firestore emulator and a
// real SMTP server: the reminders a day and an hour before, each once through two sweeps at once, none
// for a cancelled booking or a meeting already started; a failed invitation sent again.
import { describe, expect, it } from 'vitest';
import { BOOKINGS } from '@site/contract';
import {
  bookingRequest,
  lagos,
  newCallerIp,
  useBookingTestBed,
} from '../../test/support/booking.js';
import { firmSweptMails } from '../firm/firm-mail.js';
import { sweepMail } from '../mail/mail-sweep.js';
import { cancelBooking } from './booking-store.js';
import { handleBookingRequest } from './booking-handler.js';

const bed = useBookingTestBed('demo-booking-sweep');
const WEDNESDAY_11 = lagos('2026-12-02T11:00');
const app = () => ({ userAgent: null, ip: newCallerIp(), path: 'app' as const });

const sweep = (at: string) => {
  const deps = bed.deps(lagos(at));
  return sweepMail(firmSweptMails(deps), deps);
};

async function book(start = WEDNESDAY_11, email = 'ngozi@example.com') {
  const request = bookingRequest(start, { email });
  const outcome = await handleBookingRequest(request, app(), bed.deps());
  expect(outcome.outcome).toBe('booked');
  return request.requestId;
}

const subjects = (id: string) => bed.mailsOf(id).map((mail) => mail.headers.subject);

describe('reminders', () => {
  it('go a day and an hour before, each once, through two sweeps at once', async () => {
    const id = await book();
    expect(subjects(id)).toHaveLength(1);

    expect(await sweep('2026-12-01T10:59')).toMatchObject({ due: 0, sent: 0 });
    const [first, second] = await Promise.all([
      sweep('2026-12-01T11:00'),
      sweep('2026-12-01T11:00'),
    ]);
    expect(first!.sent + second!.sent).toBe(1);
    expect(await sweep('2026-12-01T11:30')).toMatchObject({ sent: 0 });

    const [third, fourth] = await Promise.all([
      sweep('2026-12-02T10:00'),
      sweep('2026-12-02T10:00'),
    ]);
    expect(third!.sent + fourth!.sent).toBe(1);
    expect(await sweep('2026-12-02T10:40')).toMatchObject({ sent: 0 });

    expect(subjects(id)).toEqual([
      'Booked: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
      'Tomorrow: your technical call with Lagoon Ridge Technologies',
      'In an hour: your technical call with Lagoon Ridge Technologies',
    ]);
    const [, dayBefore, hourBefore] = bed.mailsOf(id);
    expect(dayBefore!.text).toContain('is tomorrow, Wednesday 2 December at 11:00 WAT');
    expect(hourBefore!.text).toContain('starts in an hour, Wednesday 2 December at 11:00 WAT');
    // Reminders carry no invitation: the calendar already has the meeting.
    expect(dayBefore!.calendar).toBeNull();
    expect((await bed.db.collection(BOOKINGS).doc(id).get()).data()).toMatchObject({
      reminderDayStatus: 'sent',
      reminderDayAttempts: 1,
      reminderHourStatus: 'sent',
      reminderHourAttempts: 1,
    });
  });

  it('never go for a cancelled booking, nor once the meeting has started', async () => {
    const cancelled = await book();
    const late = await book(lagos('2026-12-03T11:00'), 'late@example.com');
    const changed = await cancelBooking(
      bed.db,
      cancelled,
      { who: 'firm', uid: 'admin' },
      {
        now: lagos('2026-11-30T12:00'),
        staleAfterMs: 120_000,
      },
    );
    expect(changed.outcome).toBe('changed');
    // An outage hid every reminder of the second booking until its meeting had begun.
    await sweep('2026-12-03T11:05');
    await sweep('2026-12-04T09:00');
    // The cancel here sent nothing itself: the sweep took its cancellation over, and sent no reminder.
    expect(subjects(cancelled)).toEqual([
      'Booked: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
      'Cancelled: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
    ]);
    expect(subjects(late)).toHaveLength(1);
    expect((await bed.db.collection(BOOKINGS).doc(late).get()).data()).toMatchObject({
      reminderDayStatus: 'not_owed',
      reminderHourStatus: 'not_owed',
    });
  });

  it('are not owed for a meeting booked less than a day ahead: only the hour before', async () => {
    const id = await book(lagos('2026-11-30T14:00'));
    expect((await bed.db.collection(BOOKINGS).doc(id).get()).data()).toMatchObject({
      reminderDayStatus: 'not_owed',
      reminderHourStatus: 'scheduled',
    });
    await sweep('2026-11-30T13:00');
    expect(subjects(id)).toHaveLength(2);
  });
});

describe('a failed invitation', () => {
  it('is sent again by the sweep once it is due, and only once', async () => {
    bed.smtp.rejectMail('Mailbox busy');
    const id = await book();
    bed.smtp.rejectMail(null);
    expect(await sweep('2026-11-30T08:04')).toMatchObject({ sent: 0 });
    const [first, second] = await Promise.all([
      sweep('2026-11-30T08:05'),
      sweep('2026-11-30T08:05'),
    ]);
    expect(first!.sent + second!.sent).toBe(1);
    expect(subjects(id)).toEqual([
      'Booked: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
    ]);
    expect((await bed.db.collection(BOOKINGS).doc(id).get()).data()).toMatchObject({
      invitationStatus: 'sent',
      invitationAttempts: 2,
      invitationLastError: expect.stringContaining('Mailbox busy') as unknown,
    });
  });
});
