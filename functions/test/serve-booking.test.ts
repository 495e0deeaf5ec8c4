// The booking end to end in firebase-tools' Functions emulator: the built serveBooking, asked for the
// open slots as the app asks (JSON) and as a browser without JavaScript does (a page), booking with the
// app's local App Check token, then the same time refused; mailing a real SMTP server. The clock is the
// machine's, so the test books the first time the function offers. Run by `npm run test:functions`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpCatcher, type SmtpCatcher } from '@site/smtp-catcher';
import { FUNCTIONS_REGION, type BookingAnswer, type BookingSlotList } from '@site/contract';
import { BOOKING_ID_HEADER } from '../src/booking/booking-mail.js';
import { PROJECT_ID } from './support/constants.js';

const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
const FUNCTION_URL = `${origin}/${PROJECT_ID}/${FUNCTIONS_REGION}/serveBooking`;
const SITE_ORIGIN = 'http://127.0.0.1:4173';

/** The app's token in local mode (src/lib/firebase/app-check.ts): unsigned, for this project. */
const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const localAppCheckToken = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({
  sub: 'local-web-app',
  aud: [`projects/${PROJECT_ID}`],
  exp: Math.floor(Date.now() / 1000) + 3600,
})}.`;

let smtp: SmtpCatcher;
beforeAll(async () => {
  if (!origin)
    throw new Error('FUNCTIONS_EMULATOR_ORIGIN is not set: run with `npm run test:functions`.');
  smtp = await startSmtpCatcher({ port: Number(process.env.CONTACT_SMTP_PORT) });
});
afterAll(async () => {
  await smtp?.close();
});

const book = (body: object, ip: string) =>
  fetch(`${FUNCTION_URL}/api/booking`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      'X-Forwarded-For': ip,
      'X-Firebase-AppCheck': localAppCheckToken,
    },
    body: JSON.stringify(body),
  });

describe('serveBooking in the Functions emulator', () => {
  it('lists, books once with App Check, refuses the same time with the next ones, and answers a page without JavaScript', async () => {
    const listed = await fetch(`${FUNCTION_URL}/api/booking?kind=sales`, {
      headers: { Accept: 'application/json' },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('server-timing')).toMatch(/^fn;dur=\d+(\.\d)?$/);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const list = (await listed.json()) as BookingSlotList;
    const slot = list.days[0]!.slots[0]!.id;

    const request = {
      action: 'book',
      kind: 'sales',
      slot,
      name: 'Emeka Nwosu',
      email: `emeka-${randomUUID()}@example.com`,
      requestId: randomUUID(),
      page: '/booking',
    };
    const withoutToken = await fetch(`${FUNCTION_URL}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify(request),
    });
    expect(withoutToken.status).toBe(401);

    const booked = await book(request, '203.0.113.201');
    expect(booked.status).toBe(200);
    expect((await booked.json()) as BookingAnswer).toMatchObject({
      outcome: 'booked',
      bookingId: request.requestId,
    });
    const mails = smtp.mails.filter(
      (mail) => parseMail(mail.raw).headers[BOOKING_ID_HEADER.toLowerCase()] === request.requestId,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('METHOD:REQUEST');

    const second = await book(
      { ...request, requestId: randomUUID(), email: `late-${randomUUID()}@example.com` },
      '203.0.113.202',
    );
    expect(second.status).toBe(409);
    const refused = (await second.json()) as BookingAnswer;
    expect(refused).toMatchObject({ outcome: 'taken' });
    expect(refused.outcome === 'taken' && refused.alternatives[0]!.id).not.toBe(slot);

    const page = await fetch(`${FUNCTION_URL}/api/booking?kind=technical`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<h1>Book a technical call</h1>');
  });
});
