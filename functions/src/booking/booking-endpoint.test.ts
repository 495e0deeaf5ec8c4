// The booking endpoint as a browser and the app use it, against the Firestore emulator and a real SMTP
// server: the HTML path (slot page, form post, refusals, honeypot, source from the Referer), the app's
// JSON with App Check, a booking's page from its e-mail (GET changes nothing; POST cancels or moves it,
// with METHOD:CANCEL or a higher SEQUENCE; the old link then fails), and the firm's feed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_FEED_SETTING,
  BOOKING_SETTINGS,
  BOOKINGS,
  CLIENT_BOOKINGS,
  slotId,
  type BookingAnswer,
  type BookingSlotList,
} from '@site/contract';
import {
  bookingRequest,
  lagos,
  newCallerIp,
  useBookingTestBed,
} from '../../test/support/booking.js';
import {
  handleBookingHttp,
  type BookingEndpointDependencies,
  type BookingHttpRequest,
} from './booking-endpoint.js';

const bed = useBookingTestBed('demo-booking-endpoint');
const SITE = 'http://127.0.0.1:4173';
const WEDNESDAY_11 = lagos('2026-12-02T11:00');

function deps(now?: Date): BookingEndpointDependencies {
  return {
    ...bed.deps(now),
    allowedOrigins: [SITE],
    verifyAppCheck: (token) => Promise.resolve(token === 'valid-app-check-token'),
  };
}

function request(over: Partial<BookingHttpRequest> & { path: string }): BookingHttpRequest {
  return {
    method: 'GET',
    query: new URLSearchParams(),
    origin: undefined,
    contentType: undefined,
    accept: 'text/html',
    referer: undefined,
    appCheckToken: undefined,
    userAgent: 'test',
    body: undefined,
    ip: newCallerIp(),
    ...over,
  };
}

/** The page of `kind`'s times, asked for from the page `referer`. */
const slotPage = (kind: string, referer?: string) =>
  handleBookingHttp(
    request({ path: '/api/booking', query: new URLSearchParams({ kind }), referer }),
    deps(),
  );

/** A booking's page posted as its buttons post it. */
const managePost = (fields: Record<string, string>) =>
  handleBookingHttp(
    request({
      path: '/api/booking/manage',
      method: 'POST',
      origin: SITE,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(fields).toString(),
    }),
    deps(),
  );

const formPost = (fields: Record<string, string>, over: Partial<BookingHttpRequest> = {}) =>
  request({
    path: '/api/booking',
    method: 'POST',
    origin: SITE,
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(fields).toString(),
    ...over,
  });

/** The value of each hidden input of a page. */
function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
}

/** The booking's page link in its invitation. */
function manageLink(bookingId: string): URL {
  const text = bed.mailsOf(bookingId)[0]!.text!;
  return new URL(/To reschedule or cancel: (\S+)/.exec(text)![1]!);
}

async function bookThroughTheApp(start = WEDNESDAY_11, over: Record<string, unknown> = {}) {
  const body = bookingRequest(start, over);
  const answer = await handleBookingHttp(
    request({
      path: '/api/booking',
      method: 'POST',
      origin: SITE,
      contentType: 'application/json',
      appCheckToken: 'valid-app-check-token',
      body: JSON.stringify({ action: 'book', ...body }),
    }),
    deps(),
  );
  return { answer, json: JSON.parse(answer.body) as BookingAnswer, id: body.requestId };
}

describe('the HTML path', () => {
  it("lists a kind's open times as a page with the form, keeping the visit's source from the Referer", async () => {
    const answer = await slotPage(
      'technical',
      `${SITE}/booking?utm_source=google&utm_campaign=1234567890`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(answer.body).toContain('<h1>Book a technical call</h1>');
    expect(answer.body).toContain('<details open><summary>Monday 30 November</summary>');
    expect(answer.body).toContain('value="2026-11-30T10:00Z" required>11:00 WAT</label>');
    expect(answer.body).toContain('<summary>Saturday 19 December</summary>');
    expect(answer.body).not.toContain('December 20');
    const hidden = hiddenFields(answer.body);
    expect(hidden.kind).toBe('technical');
    expect(hidden.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hidden.page).toBe('/booking');
    expect(JSON.parse(hidden.source!)).toEqual({
      landingPage: '/booking',
      utmSource: 'google',
      utmCampaign: '1234567890',
    });
    // An unknown kind goes back to the booking page.
    const unknown = await slotPage('lunch');
    expect(unknown).toMatchObject({ status: 303, headers: { Location: '/booking' } });
  });

  it('books from the posted form, once however often it is posted, with the source it carried', async () => {
    const page = await slotPage(
      'technical',
      `${SITE}/booking?utm_source=meta&utm_campaign=23851234567890123`,
    );
    const fields: Record<string, string> = {
      ...hiddenFields(page.body),
      slot: slotId(WEDNESDAY_11),
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      phone: '',
      topic: '',
      website: '',
    };
    const answers = [
      await handleBookingHttp(formPost(fields), deps()),
      await handleBookingHttp(formPost(fields), deps()),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<h1>Your technical call is booked</h1>');
      expect(answer.body).toContain('Wednesday 2 December, 11:00 WAT');
    }
    const stored = (await bed.db.collection(BOOKINGS).doc(fields.requestId!).get()).data();
    expect(stored).toMatchObject({
      path: 'html',
      phone: null,
      topic: null,
      source: { landingPage: '/booking', utmSource: 'meta', utmCampaign: '23851234567890123' },
    });
    expect(bed.mailsOf(fields.requestId!)).toHaveLength(1);
  });

  it('gives a taken time back with the next free ones and everything typed; refuses bad input and foreign pages', async () => {
    await bookThroughTheApp();
    const fields = {
      kind: 'technical',
      requestId: randomUUID(),
      slot: slotId(WEDNESDAY_11),
      name: 'Ada <Obi>',
      email: 'ada@example.com',
      topic: 'Security review',
    };
    const taken = await handleBookingHttp(formPost(fields), deps());
    expect(taken.status).toBe(409);
    expect(taken.body).toContain('Someone has just booked that time. Please choose another one.');
    expect(taken.body).toContain('The next free times: Wednesday 2 December, 12:00 WAT;');
    expect(taken.body).toContain('value="Ada &lt;Obi&gt;"');
    expect(taken.body).toContain('value="Security review"');
    expect(taken.body).not.toContain('value="2026-12-02T10:00Z"');

    const invalid = await handleBookingHttp(
      formPost({ ...fields, slot: slotId(lagos('2026-12-02T14:00')), email: 'ada@' }),
      deps(),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('aria-invalid="true" aria-describedby="booking-email-error"');
    expect(invalid.body).toContain('checked>14:00 WAT');

    const foreign = await handleBookingHttp(
      formPost(fields, { origin: 'https://evil.example' }),
      deps(),
    );
    expect(foreign.status).toBe(403);
    expect(await bed.counts()).toEqual({ bookings: 1, cells: 3 });
  });

  it('answers a filled trap as if booked, and stores and mails nothing', async () => {
    const answer = await handleBookingHttp(
      formPost({
        kind: 'sales',
        requestId: randomUUID(),
        slot: slotId(WEDNESDAY_11),
        name: 'Bot',
        email: 'bot@example.com',
        website: 'http://spam.example',
      }),
      deps(),
    );
    expect(answer.status).toBe(200);
    expect(await bed.counts()).toEqual({ bookings: 0, cells: 0 });
    expect(bed.smtp.mails).toEqual([]);
  });
});

describe("the app's path", () => {
  it('lists the slots as JSON and books with App Check; without a valid token nothing is done', async () => {
    const listed = await handleBookingHttp(
      request({
        path: '/api/booking',
        query: new URLSearchParams({ kind: 'sales' }),
        accept: 'application/json',
      }),
      deps(),
    );
    const list = JSON.parse(listed.body) as BookingSlotList;
    expect(list).toMatchObject({ kind: 'sales', lengthMinutes: 30, holdMinutes: 5 });
    expect(list.days[0]).toMatchObject({ date: '2026-11-30' });
    expect(list.days[0]!.slots[0]).toEqual({
      id: '2026-11-30T10:00Z',
      start: '2026-11-30T10:00:00.000Z',
    });

    const refused = await handleBookingHttp(
      request({
        path: '/api/booking',
        method: 'POST',
        origin: SITE,
        contentType: 'application/json',
        appCheckToken: 'forged',
        body: JSON.stringify({ action: 'book', ...bookingRequest(WEDNESDAY_11) }),
      }),
      deps(),
    );
    expect(refused.status).toBe(401);
    expect(await bed.counts()).toEqual({ bookings: 0, cells: 0 });

    const { answer, json, id } = await bookThroughTheApp();
    expect(answer.status).toBe(200);
    expect(json).toEqual({
      outcome: 'booked',
      bookingId: id,
      kind: 'technical',
      start: '2026-12-02T10:00:00.000Z',
      end: '2026-12-02T10:30:00.000Z',
    });
    const again = await bookThroughTheApp(WEDNESDAY_11, { email: 'late@example.com' });
    expect(again.answer.status).toBe(409);
    expect(again.json).toMatchObject({
      outcome: 'taken',
      alternatives: [{ id: '2026-12-02T11:00Z' }, {}, {}],
    });
  });
});

describe("a booking's page, from its e-mail", () => {
  it('shows the booking on GET and changes nothing; the POST cancels, mails METHOD:CANCEL and frees the time; the old link then fails', async () => {
    const { id } = await bookThroughTheApp();
    const link = manageLink(id);
    expect(link.pathname).toBe('/api/booking/manage');
    const token = link.searchParams.get('t')!;
    const open = () =>
      handleBookingHttp(request({ path: '/api/booking/manage', query: link.searchParams }), deps());

    // A mail scanner opening the link, twice: a page with a button, nothing changed.
    for (const scanned of [await open(), await open()]) {
      expect(scanned.status).toBe(200);
      expect(scanned.body).toContain('<button type="submit">Cancel this consultation</button>');
      expect(scanned.body).toContain('<form action="/api/booking/manage" method="post">');
    }
    expect((await bed.db.collection(BOOKINGS).doc(id).get()).get('state')).toBe('confirmed');
    expect(bed.mailsOf(id)).toHaveLength(1);

    const cancel = await managePost({ t: token, action: 'cancel' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toContain('<h1>Your consultation is cancelled</h1>');
    const stored = (await bed.db.collection(BOOKINGS).doc(id).get()).data()!;
    expect(stored).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'prospect',
      sequence: 1,
      cells: [],
      cancellationStatus: 'sent',
      reminderDayStatus: 'not_owed',
      reminderHourStatus: 'not_owed',
    });
    const [, cancellation] = bed.mailsOf(id);
    expect(cancellation!.headers.subject).toBe(
      'Cancelled: your technical call with Lagoon Ridge Technologies, Wednesday 2 December',
    );
    expect(cancellation!.calendar).toContain('METHOD:CANCEL');
    expect(cancellation!.calendar).toContain('STATUS:CANCELLED');
    expect(cancellation!.calendar).toContain('SEQUENCE:1');
    expect(cancellation!.calendar).toContain(`UID:${id}@lagoonridge.com.ng`);
    // The client's view says so too; the mail has a Message-ID of its own (SEQUENCE 1).
    expect((await bed.db.collection(CLIENT_BOOKINGS).doc(id).get()).get('state')).toBe('cancelled');
    expect(cancellation!.headers['message-id']).toBe(
      `<booking.${id}.cancellation.1@reply.lagoon-ridge.example>`,
    );
    // The time is free again: someone else books it.
    expect(
      (await bookThroughTheApp(WEDNESDAY_11, { email: 'next@example.com' })).answer.status,
    ).toBe(200);

    // The old link: its page says so, and its POST changes nothing.
    const after = await open();
    expect(after.status).toBe(410);
    expect(after.body).toContain('This consultation was cancelled, so this link no longer works.');
    const again = await managePost({
      t: token,
      action: 'reschedule',
      slot: slotId(lagos('2026-12-03T11:00')),
    });
    expect(again.status).toBe(410);
    expect(bed.mailsOf(id)).toHaveLength(2);
  });

  it('moves a booking: the same UID, SEQUENCE 1, the old time freed, the reminders scheduled again', async () => {
    const { id } = await bookThroughTheApp();
    const token = manageLink(id).searchParams.get('t')!;
    const choose = await handleBookingHttp(
      request({
        path: '/api/booking/manage',
        query: new URLSearchParams({ t: token, reschedule: '1' }),
      }),
      deps(),
    );
    expect(choose.status).toBe(200);
    expect(choose.body).toContain('<button type="submit">Move my consultation</button>');
    const newTime = lagos('2026-12-04T15:00');
    const moved = await managePost({
      t: token,
      action: 'reschedule',
      slot: slotId(newTime),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toContain('Friday 4 December, 15:00 WAT');
    const stored = (await bed.db.collection(BOOKINGS).doc(id).get()).data()!;
    expect(stored.startsAt.toDate()).toEqual(newTime);
    expect(stored).toMatchObject({
      sequence: 1,
      invitationStatus: 'sent',
      reminderDayStatus: 'scheduled',
    });
    expect(stored.reminderDayNextAttemptAt.toDate()).toEqual(lagos('2026-12-03T15:00'));
    // Kept as long after the meeting as when it was booked; the client's view moves with it.
    expect(stored.expiresAt.toDate().getTime() - stored.endsAt.toDate().getTime()).toBe(
      365 * 24 * 60 * 60_000,
    );
    const view = (await bed.db.collection(CLIENT_BOOKINGS).doc(id).get()).data()!;
    expect(view.startsAt.toDate()).toEqual(newTime);
    const [, update] = bed.mailsOf(id);
    expect(update!.headers.subject).toBe(
      'Moved: your technical call with Lagoon Ridge Technologies, now Friday 4 December',
    );
    expect(update!.calendar).toContain('METHOD:REQUEST');
    expect(update!.calendar).toContain(`UID:${id}@lagoonridge.com.ng`);
    expect(update!.calendar).toContain('SEQUENCE:1');
    expect(update!.calendar).toContain('DTSTART:20261204T140000Z');
    expect(
      (await bookThroughTheApp(WEDNESDAY_11, { email: 'next@example.com' })).answer.status,
    ).toBe(200);
    expect((await bookThroughTheApp(newTime, { email: 'late@example.com' })).answer.status).toBe(
      409,
    );
  });

  it('refuses a link that is not ours: a forged signature, another booking, gibberish', async () => {
    const { id } = await bookThroughTheApp();
    const { id: other } = await bookThroughTheApp(lagos('2026-12-03T11:00'), {
      email: 'other@example.com',
    });
    const token = manageLink(id).searchParams.get('t')!;
    const forged = [`${id}.${'A'.repeat(43)}`, `${other}${token.slice(36)}`, 'not-a-token', ''];
    for (const t of forged) {
      const answer = await handleBookingHttp(
        request({ path: '/api/booking/manage', query: new URLSearchParams({ t }) }),
        deps(),
      );
      expect(answer.status, t).toBe(404);
    }
  });
});

describe("the firm's calendar feed", () => {
  it('lists the confirmed meetings at the current secret only', async () => {
    const { id } = await bookThroughTheApp();
    await bookThroughTheApp(lagos('2026-12-03T11:00'), { email: 'gone@example.com' });
    const gone = (await bed.db.collection(BOOKINGS).where('email', '==', 'gone@example.com').get())
      .docs[0]!;
    await gone.ref.update({ state: 'cancelled' });
    const secret = 'feed-secret-0123456789abcdefghij';
    await bed.db.collection(BOOKING_SETTINGS).doc(BOOKING_FEED_SETTING).set({ secret });
    const feed = (path: string) => handleBookingHttp(request({ path }), deps());

    const answer = await feed(`/api/booking/calendar/${secret}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toContain('METHOD:PUBLISH');
    expect(answer.body).toContain(`UID:${id}@lagoonridge.com.ng`);
    expect(answer.body).toContain('SUMMARY:Technical call: Ngozi Eze');
    expect(answer.body).not.toContain(gone.id);
    expect((await feed('/api/booking/calendar/wrong-secret-0123456789abcdef.ics')).status).toBe(
      404,
    );
    // Rotated: the old address stops at once.
    await bed.db
      .collection(BOOKING_SETTINGS)
      .doc(BOOKING_FEED_SETTING)
      .set({ secret: `${secret}x` });
    expect((await feed(`/api/booking/calendar/${secret}.ics`)).status).toBe(404);
  });
});
