// The booking core against the Firestore emulator and a real SMTP server: a booking stored and mailed
// with its invitation, fifty visitors on one time, retries, holds, refused input and the limits.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_SLOTS,
  BOOKINGS,
  cellIds,
  CLIENT_BOOKINGS,
  CONTACT_MESSAGES,
  CONVERSATIONS,
  replyAddress,
  threadMessageId,
  DEFAULT_BOOKING_POLICY,
  slotId,
  SLOT_REFUSALS,
} from '@site/contract';
import {
  bookingRequest,
  lagos,
  MONDAY_MORNING,
  newCallerIp,
  useBookingTestBed,
} from '../../test/support/booking.js';
import { testThreading } from '../../test/support/threading.js';
import { replyToken } from '../leads/conversation-tokens.js';
import { handleBookingRequest, handleHoldRequest, type BookingOutcome } from './booking-handler.js';

const bed = useBookingTestBed('demo-booking');

const app = () => ({ userAgent: 'test', ip: newCallerIp(), path: 'app' as const });
const WEDNESDAY_11 = lagos('2026-12-02T11:00');

function booked(outcome: BookingOutcome) {
  if (outcome.outcome !== 'booked')
    throw new Error(`Expected a booking, got ${JSON.stringify(outcome)}`);
  return outcome.booking;
}

describe('a booking', () => {
  it('is stored with its time, source and quarter hours, mailed an invitation, and alerted', async () => {
    const request = bookingRequest(WEDNESDAY_11);
    const booking = booked(await handleBookingRequest(request, app(), bed.deps()));

    const stored = (await bed.db.collection(BOOKINGS).doc(request.requestId).get()).data()!;
    expect(stored).toMatchObject({
      kind: 'technical',
      name: 'Ngozi Eze',
      email: 'ngozi@example.com',
      emailKey: 'ngozi@example.com',
      phone: '+234 803 123 4567',
      topic: 'Moving our ERP to the cloud',
      state: 'confirmed',
      sequence: 0,
      path: 'app',
      page: '/booking',
      source: { landingPage: '/booking', utmSource: 'google', utmCampaign: '21457896321' },
      invitationStatus: 'sent',
      invitationAttempts: 1,
      reminderDayStatus: 'scheduled',
      reminderHourStatus: 'scheduled',
      cancellationStatus: 'not_owed',
    });
    expect(stored.startsAt.toDate()).toEqual(WEDNESDAY_11);
    expect(stored.endsAt.toDate()).toEqual(lagos('2026-12-02T11:30'));
    expect(stored.reminderDayNextAttemptAt.toDate()).toEqual(lagos('2026-12-01T11:00'));
    expect(stored.reminderHourNextAttemptAt.toDate()).toEqual(lagos('2026-12-02T10:00'));
    expect(stored.expiresAt.toDate().getFullYear()).toBe(2027);
    expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/);
    // The meeting and its buffer, one document per quarter hour, each naming the booking.
    const cells = await bed.db.collection(BOOKING_SLOTS).get();
    expect(cells.docs.map((doc) => doc.id).sort()).toEqual([
      '2026-12-02T10:00Z',
      '2026-12-02T10:15Z',
      '2026-12-02T10:30Z',
    ]);
    expect(
      cells.docs.every(
        (doc) => doc.get('bookingId') === booking.id && doc.get('state') === 'booked',
      ),
    ).toBe(true);

    const [mail, ...more] = bed.mailsOf(booking.id);
    expect(more).toEqual([]);
    expect(mail!.headers.to).toBe('ngozi@example.com');
    expect(mail!.headers.subject).toBe(
      'Booked: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
    );
    expect(mail!.text).toContain('Hello Ngozi Eze,');
    expect(mail!.text).toContain('Wednesday 2 December at 11:00 WAT (West Africa Time, UTC+1)');
    expect(mail!.text).toMatch(
      /To reschedule or cancel: https:\/\/lagoonridge\.com\.ng\/api\/booking\/manage\?t=[0-9a-f-]{36}\.[\w-]{43}/,
    );
    // Nothing the prospect typed but the name: neither the topic nor the phone.
    expect(mail!.text).not.toContain('ERP');
    expect(mail!.text).not.toContain('123 4567');
    expect(mail!.html).not.toContain('ERP');
    const calendar = mail!.calendar!;
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain(`UID:${booking.id}@lagoonridge.com.ng`);
    expect(calendar).toContain('SEQUENCE:0');
    expect(calendar).toContain('DTSTART:20261202T100000Z');
    expect(calendar).toContain('DTEND:20261202T103000Z');
    expect(calendar).toContain('X-WR-TIMEZONE:Africa/Lagos');
    expect(calendar).toContain(
      'ORGANIZER;CN="Lagoon Ridge Sales":mailto:sales@lagoon-ridge.example',
    );
    expect(calendar.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      /CN="Ngozi Eze".*:mailto:ngozi@example\.com$/,
    );
    expect(calendar.join('\n')).not.toContain('ERP');
    // Nobody of this address wrote before: the mail is threaded by our own Message-ID alone, and an
    // answer goes to the firm.
    expect(mail!.headers['message-id']).toBe(
      `<booking.${booking.id}.invitation.0@reply.lagoon-ridge.example>`,
    );
    expect(mail!.headers['in-reply-to']).toBeUndefined();
    expect(mail!.headers['reply-to']).toBe('Lagoon Ridge Sales <sales@lagoon-ridge.example>');
    // The client's view, for /profile: the kind, the time, whether it stands, nothing else.
    const view = (await bed.db.collection(CLIENT_BOOKINGS).doc(booking.id).get()).data()!;
    expect(Object.keys(view).sort()).toEqual([
      'email',
      'endsAt',
      'expiresAt',
      'kind',
      'startsAt',
      'state',
    ]);
    expect(view).toMatchObject({
      email: 'ngozi@example.com',
      kind: 'technical',
      state: 'confirmed',
    });
    expect(view.startsAt.toDate()).toEqual(WEDNESDAY_11);

    expect(bed.alerts.sent).toEqual([
      {
        messageId: booking.id,
        title: 'New booking: Technical call, Wed 2 Dec 11:00 WAT',
        body: 'Ngozi Eze',
        link: `/admin?booking=${booking.id}`,
      },
    ]);
  });

  it('is threaded under the lead the same address sent: its Message-IDs, and answers come back to the lead', async () => {
    const leadId = randomUUID();
    // As the lead's store writes it: the address as typed, and its conversation view in lower case.
    const conversationId = randomUUID().replaceAll('-', '');
    await bed.db
      .collection(CONTACT_MESSAGES)
      .doc(leadId)
      .set({
        email: 'Ngozi@Example.com',
        name: 'Ngozi Eze',
        message: 'We need a quote.',
        createdAt: lagos('2026-11-30T09:00'),
        ackStatus: 'sent',
        conversationId,
      });
    await bed.db.collection(CONVERSATIONS).doc(conversationId).set({ email: 'ngozi@example.com' });
    const booking = booked(
      await handleBookingRequest(bookingRequest(WEDNESDAY_11), app(), bed.deps()),
    );
    const [mail] = bed.mailsOf(booking.id);
    const domain = testThreading.replyDomain!;
    const ack = threadMessageId(leadId, 'ack', domain);
    expect(mail!.headers['message-id']).toBe(
      threadMessageId(leadId, { booking: `${booking.id}.invitation.0` }, domain),
    );
    expect(mail!.headers['in-reply-to']).toBe(ack);
    expect(mail!.headers.references).toBe(ack);
    expect(mail!.headers['reply-to']).toBe(
      replyAddress(replyToken(testThreading.key, leadId), domain),
    );
  });

  it('is never double-booked: fifty visitors on one time, one booking, 49 told with the next free times', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        handleBookingRequest(
          bookingRequest(WEDNESDAY_11, {
            email: `visitor${index}@example.com`,
            name: `Visitor ${index}`,
          }),
          app(),
          bed.deps(),
        ),
      ),
    );
    const winners = outcomes.filter((outcome) => outcome.outcome === 'booked');
    const losers = outcomes.filter((outcome) => outcome.outcome === 'refused');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser).toMatchObject({ refusal: 'taken', kind: 'technical' });
      // 11:00 is booked with its buffer to 11:45: the next free starts are 12:00, 12:30, 13:00.
      expect(loser.outcome === 'refused' && loser.alternatives.map(slotId)).toEqual([
        '2026-12-02T11:00Z',
        '2026-12-02T11:30Z',
        '2026-12-02T12:00Z',
      ]);
    }
    expect(await bed.counts()).toEqual({ bookings: 1, cells: 3 });
    expect(bed.smtp.mails).toHaveLength(1);
    expect(bed.alerts.sent).toHaveLength(1);
  }, 120_000);

  it('is booked and mailed once when the same request is retried', async () => {
    const request = bookingRequest(WEDNESDAY_11);
    const first = booked(await handleBookingRequest(request, app(), bed.deps()));
    const retries = await Promise.all([
      handleBookingRequest(request, app(), bed.deps()),
      handleBookingRequest({ ...request, name: 'Someone Else' }, app(), bed.deps()),
    ]);
    for (const retry of retries) expect(booked(retry).id).toBe(first.id);
    expect(booked(retries[1]!).name).toBe('Ngozi Eze');
    expect(await bed.counts()).toEqual({ bookings: 1, cells: 3 });
    expect(bed.mailsOf(first.id)).toHaveLength(1);
    expect(bed.alerts.sent).toHaveLength(1);
  });

  it('retries an invitation that failed when the visitor sends the same request again', async () => {
    const request = bookingRequest(WEDNESDAY_11);
    bed.smtp.rejectMail('Mailbox busy');
    const first = booked(await handleBookingRequest(request, app(), bed.deps()));
    expect((await bed.db.collection(BOOKINGS).doc(first.id).get()).get('invitationStatus')).toBe(
      'mail_failed',
    );
    bed.smtp.rejectMail(null);
    await handleBookingRequest(request, app(), bed.deps());
    expect((await bed.db.collection(BOOKINGS).doc(first.id).get()).data()).toMatchObject({
      invitationStatus: 'sent',
      invitationAttempts: 2,
    });
    expect(bed.mailsOf(first.id)).toHaveLength(1);
  });
});

describe('refused input', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a bad e-mail address',
      { email: 'ngozi@' },
      'Please enter a valid e-mail address, like name@example.com.',
    ],
    [
      'a line break in the name',
      { name: 'Ngozi\r\nBcc: x@example.com' },
      'Your name must fit on one line, without special characters.',
    ],
    ['an oversized topic', { topic: 'x'.repeat(201) }, 'The topic can be at most 200 characters.'],
    ['a made-up slot id', { slot: '2026-12-02T10:07' }, SLOT_REFUSALS.unknown],
    ['no kind', { kind: 'lunch' }, 'Please choose a sales call or a technical call.'],
  ];

  it.each(refusals)(
    '%s: a clear sentence, nothing stored or mailed',
    async (_what, change, sentence) => {
      const outcome = await handleBookingRequest(
        bookingRequest(WEDNESDAY_11, change),
        app(),
        bed.deps(),
      );
      expect(outcome.outcome).toBe('invalid');
      expect(outcome.outcome === 'invalid' && Object.values(outcome.fieldErrors)).toContain(
        sentence,
      );
      expect(await bed.counts()).toEqual({ bookings: 0, cells: 0 });
      expect(bed.smtp.mails).toEqual([]);
    },
  );

  const badTimes: [string, Date, keyof typeof SLOT_REFUSALS][] = [
    ['a time in the past', lagos('2026-11-27T11:00'), 'past'],
    ['a time too soon', lagos('2026-11-30T10:00'), 'notice'],
    ['a time outside the hours', lagos('2026-12-02T18:30'), 'closed'],
    ['a Sunday', lagos('2026-12-06T11:00'), 'closed'],
    ['a public holiday (Christmas Day)', lagos('2026-12-25T11:00'), 'closed'],
    ['a time past the horizon', lagos('2026-12-22T11:00'), 'horizon'],
    ['a time off the half-hour grid', lagos('2026-12-02T11:15'), 'unknown'],
  ];

  it.each(badTimes)(
    '%s: refused with its sentence and the next open times, nothing stored',
    async (_what, start, refusal) => {
      const outcome = await handleBookingRequest(bookingRequest(start), app(), bed.deps());
      expect(outcome).toMatchObject({ outcome: 'refused', refusal });
      expect(outcome.outcome === 'refused' && outcome.alternatives.map(slotId)[0]).toBe(
        // From Monday 08:00 the first open time is 11:00 (two business hours from 09:00).
        refusal === 'taken' ? undefined : '2026-11-30T10:00Z',
      );
      expect(await bed.counts()).toEqual({ bookings: 0, cells: 0 });
      expect(bed.smtp.mails).toEqual([]);
    },
  );
});

describe('the limits', () => {
  it(`holds the caller's limit: 10 requests in 10 minutes, the eleventh refused and not counted`, async () => {
    const ip = newCallerIp();
    const day = (index: number) =>
      lagos(`2026-12-${String(1 + (index % 5)).padStart(2, '0')}T${10 + Math.floor(index / 5)}:00`);
    const outcomes = [];
    for (let index = 0; index < 11; index += 1) {
      outcomes.push(
        await handleBookingRequest(
          bookingRequest(day(index), { email: `limit${index}@example.com` }),
          { userAgent: null, ip, path: 'app' },
          bed.deps(),
        ),
      );
    }
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      ...Array(10).fill('booked'),
      'rate-limited',
    ]);
    expect((await bed.counts()).bookings).toBe(10);
    // Another caller is not held back.
    expect((await handleBookingRequest(bookingRequest(day(11)), app(), bed.deps())).outcome).toBe(
      'booked',
    );
  }, 60_000);

  it('holds the address: three upcoming bookings, then five a day however many callers', async () => {
    const email = 'busy@example.com';
    const at = (hour: number, date = '2026-12-03') => lagos(`${date}T${hour}:00`);
    const book = (start: Date) =>
      handleBookingRequest(bookingRequest(start, { email }), app(), bed.deps());
    for (const hour of [10, 11, 12]) expect((await book(at(hour))).outcome).toBe('booked');
    expect(await book(at(13))).toEqual({ outcome: 'too-many' });
    // Cancelled ones count no more against the cap, but each booking made counts against the day's five.
    await bed.db
      .collection(BOOKINGS)
      .where('emailKey', '==', email)
      .get()
      .then((snapshot) =>
        Promise.all(snapshot.docs.map((doc) => doc.ref.update({ state: 'cancelled' }))),
      );
    expect((await book(at(14))).outcome).toBe('booked');
    expect((await book(at(15))).outcome).toBe('booked');
    expect(await book(at(16))).toEqual({ outcome: 'rate-limited' });
    // Written another way, the same address.
    expect(
      await handleBookingRequest(
        bookingRequest(at(17), { email: 'Busy@Example.com' }),
        app(),
        bed.deps(),
      ),
    ).toEqual({ outcome: 'rate-limited' });
  });
});

describe('holds', () => {
  it('keep a time for the app visitor for five minutes, then free it', async () => {
    const mine = randomUUID();
    const hold = await handleHoldRequest(
      { kind: 'technical', slot: slotId(WEDNESDAY_11), requestId: mine },
      app(),
      bed.deps(),
    );
    expect(hold).toEqual({
      outcome: 'held',
      heldUntil: new Date(MONDAY_MORNING.getTime() + 5 * 60_000),
    });
    // Someone else, within the five minutes: taken.
    const meanwhile = lagos('2026-11-30T08:04');
    expect(
      (await handleBookingRequest(bookingRequest(WEDNESDAY_11), app(), bed.deps(meanwhile)))
        .outcome,
    ).toBe('refused');
    // The visitor who holds it books it.
    expect(
      booked(
        await handleBookingRequest(
          bookingRequest(WEDNESDAY_11, { requestId: mine }),
          app(),
          bed.deps(meanwhile),
        ),
      ).id,
    ).toBe(mine);
    expect(await bed.counts()).toEqual({ bookings: 1, cells: 3 });
  });

  it('lapse: after five minutes another visitor books the time', async () => {
    await handleHoldRequest(
      { kind: 'sales', slot: slotId(WEDNESDAY_11), requestId: randomUUID() },
      app(),
      bed.deps(),
    );
    const later = lagos('2026-11-30T08:05');
    const booking = booked(
      await handleBookingRequest(bookingRequest(WEDNESDAY_11), app(), bed.deps(later)),
    );
    const cells = await bed.db.collection(BOOKING_SLOTS).get();
    expect(cells.docs.map((doc) => [doc.id, doc.get('bookingId'), doc.get('state')])).toEqual(
      cellIds(WEDNESDAY_11, 'technical', DEFAULT_BOOKING_POLICY).map((id) => [
        id,
        booking.id,
        'booked',
      ]),
    );
  });

  it('move with the visitor: picking another time frees the first', async () => {
    const mine = randomUUID();
    await handleHoldRequest(
      { kind: 'sales', slot: slotId(WEDNESDAY_11), requestId: mine },
      app(),
      bed.deps(),
    );
    await handleHoldRequest(
      { kind: 'sales', slot: slotId(lagos('2026-12-02T14:00')), requestId: mine },
      app(),
      bed.deps(),
    );
    expect(
      (await handleBookingRequest(bookingRequest(WEDNESDAY_11), app(), bed.deps())).outcome,
    ).toBe('booked');
    expect(
      (
        await handleHoldRequest(
          { kind: 'sales', slot: slotId(lagos('2026-12-02T14:00')), requestId: randomUUID() },
          app(),
          bed.deps(),
        )
      ).outcome,
    ).toBe('refused');
  });
});
