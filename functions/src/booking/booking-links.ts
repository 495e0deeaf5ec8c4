// The links in a booking's e-mails: `/api/booking/manage?t=<token>`, where the token is the booking's id
// and an HMAC-SHA256 (keyed with BOOKING_LINK_SECRET) over the id and the booking's own random nonce:
// 256 bits nobody can guess or forge without the secret, and one booking's link opens no other. The
// page a link opens only shows the booking; a POST from it changes it (mail scanners open links).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bookingManagePath } from '@site/contract';

/** A new booking's nonce: 128 random bits. */
export function newLinkNonce(): string {
  return randomBytes(16).toString('base64url');
}

function signature(bookingId: string, nonce: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`booking-link\0${bookingId}\0${nonce}`).digest();
}

/** The token of a booking's links. */
export function bookingToken(bookingId: string, nonce: string, secret: string): string {
  return `${bookingId}.${signature(bookingId, nonce, secret).toString('base64url')}`;
}

/** The booking a token names, before it is checked; null for anything that is not a token. */
export function tokenBookingId(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
  return match?.[1] ?? null;
}

/** Whether `token` was signed for this booking and nonce, compared in constant time. */
export function tokenIsValid(
  token: string,
  bookingId: string,
  nonce: string,
  secret: string,
): boolean {
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = signature(bookingId, nonce, secret);
  return (
    tokenBookingId(token) === bookingId &&
    nonce !== '' &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

/** The full address of a booking's page, on the site at `siteUrl`. */
export function bookingManageUrl(siteUrl: string, token: string): string {
  return new URL(bookingManagePath(token), siteUrl).href;
}
