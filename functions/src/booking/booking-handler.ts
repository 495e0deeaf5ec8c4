// What both booking paths (the app's JSON, the HTML form's post) do with a request, as plain functions
// of its inputs and dependencies: parse it once with the contract's schema, hold or book the slot under
// the caller's and the address's rate limits (booking-store.ts), and on a new booking send the
// invitation's first attempt and the admins' alert side by side. Each returns an outcome that the
// endpoint (booking-endpoint.ts) puts in JSON or a page.
import type { Transaction } from 'firebase-admin/firestore';
import {
  BOOKING_KIND_NAMES,
  BOOKING_RATE_LIMITS,
  bookingErrorSummary,
  bookingFieldErrors,
  bookingHoldSchema,
  bookingRequestSchema,
  formatSlotDayShort,
  INBOX_BOOKING_PARAM,
  INBOX_PATH,
  nextOpenSlots,
  parseSlotId,
  slotTimeLabel,
  type Booking,
  type BookingFieldErrors,
  type BookingKind,
  type BookingPath,
  type BookingPolicy,
  type SlotRefusal,
} from '@site/contract';
import { sendAlert, type AlertSender } from '../leads/lead-alerts.js';
import { MAIL_RETRY_POLICY } from '../mail/retry-policy.js';
import { hashEmailAddress, hashIp } from '../shared/ip-hash.js';
import { functionsLog } from '../shared/log.js';
import { consumeRateLimits, rateLimitRef, type RateLimitPolicy } from '../shared/rate-limit.js';
import { newLinkNonce } from './booking-links.js';
import {
  claimBookingMail,
  deliverBookingMail,
  type BookingMailDependencies,
} from './booking-mail-delivery.js';
import { loadSlotContext } from './booking-slot-list.js';
import { createBooking, holdSlot } from './booking-store.js';

export interface BookingCaller {
  userAgent: string | null;
  /** Only ever hashed (shared/caller-ip.ts says which address it is). */
  ip: string;
  path: BookingPath;
}

export interface BookingDependencies extends BookingMailDependencies {
  ipHashSalt: string;
  policy: BookingPolicy;
  /** Push alerts to the admins' devices, once per new booking. None: no alerts. */
  alerts?: AlertSender;
  rateLimits?: { perCaller: RateLimitPolicy; perAddress: RateLimitPolicy };
}

const MINUTE_MS = 60_000;

/** The rate limits' figures (the contract's BOOKING_RATE_LIMITS) as policies. */
export const BOOKING_RATE_LIMIT_POLICIES = {
  perCaller: {
    maxRequests: BOOKING_RATE_LIMITS.perCaller.maxRequests,
    windowMs: BOOKING_RATE_LIMITS.perCaller.windowMinutes * MINUTE_MS,
  },
  perAddress: {
    maxRequests: BOOKING_RATE_LIMITS.perAddress.maxRequests,
    windowMs: BOOKING_RATE_LIMITS.perAddress.windowMinutes * MINUTE_MS,
  },
} as const satisfies Record<string, RateLimitPolicy>;

/** How many other times a refusal offers. */
export const ALTERNATIVES = 3;

export type BookingOutcome =
  | { outcome: 'booked'; booking: Booking }
  /** The time cannot be had (`refusal` says why); the next open ones of the same kind instead. */
  | { outcome: 'refused'; refusal: SlotRefusal; kind: BookingKind; alternatives: Date[] }
  | { outcome: 'invalid'; summary: string; fieldErrors: BookingFieldErrors }
  | { outcome: 'rate-limited' }
  | { outcome: 'too-many' };

export type HoldAnswer =
  | { outcome: 'held'; heldUntil: Date }
  | Exclude<BookingOutcome, { outcome: 'booked' | 'too-many' }>;

/** The caller's counter, and (for a new booking) the address's. */
function limits(deps: BookingDependencies, ip: string, email?: string) {
  const policies = deps.rateLimits ?? BOOKING_RATE_LIMIT_POLICIES;
  return [
    {
      ref: rateLimitRef(deps.db, `booking:${hashIp(ip, deps.ipHashSalt)}`),
      policy: policies.perCaller,
    },
    ...(email === undefined
      ? []
      : [
          {
            ref: rateLimitRef(
              deps.db,
              `booking-address:${hashEmailAddress(email, deps.ipHashSalt)}`,
            ),
            policy: policies.perAddress,
          },
        ]),
  ];
}

/** Counts one request against the caller's limit, for a hold or a change from a booking's page. */
export function admitCaller(deps: BookingDependencies, ip: string, now: Date) {
  return (transaction: Transaction) => consumeRateLimits(transaction, limits(deps, ip), now);
}

/** The refusal of `start`, with the next open times of `kind` after it (from now, if it is not one). */
async function refused(
  deps: BookingDependencies,
  kind: BookingKind,
  start: Date,
  refusal: SlotRefusal,
): Promise<BookingOutcome & { outcome: 'refused' }> {
  const now = deps.now();
  const context = await loadSlotContext(deps.db, deps.policy, now);
  const after = refusal === 'taken' ? start : now;
  return {
    outcome: 'refused',
    refusal,
    kind,
    alternatives: nextOpenSlots(kind, now, context, after, ALTERNATIVES),
  };
}

/** The alert of a new booking: its kind and time and who, never the topic; it opens the booking. */
export function bookingAlert(booking: Booking) {
  return {
    messageId: booking.id,
    title: `New booking: ${BOOKING_KIND_NAMES[booking.kind]}, ${formatSlotDayShort(booking.startsAt)} ${slotTimeLabel(booking.startsAt)}`,
    body: booking.name.replace(/\s+/g, ' ').trim().slice(0, 60),
    link: `${INBOX_PATH}?${INBOX_BOOKING_PARAM}=${encodeURIComponent(booking.id)}`,
  };
}

/** A request to book, as received: this is the one place it is parsed. */
export async function handleBookingRequest(
  data: unknown,
  caller: BookingCaller,
  deps: BookingDependencies,
): Promise<BookingOutcome> {
  const parsed = bookingRequestSchema.safeParse(data);
  if (!parsed.success) {
    return {
      outcome: 'invalid',
      summary: bookingErrorSummary(parsed.error),
      fieldErrors: bookingFieldErrors(parsed.error),
    };
  }
  const request = parsed.data;
  const start = parseSlotId(request.slot) as Date;
  const now = deps.now();
  const stored = await createBooking(
    deps.db,
    {
      id: request.requestId,
      kind: request.kind,
      start,
      name: request.name,
      email: request.email,
      phone: request.phone,
      topic: request.topic,
      linkNonce: newLinkNonce(),
    },
    {
      path: caller.path,
      userAgent: caller.userAgent,
      ipHash: hashIp(caller.ip, deps.ipHashSalt),
      page: request.page ?? null,
      source: request.source ?? null,
    },
    (transaction) => consumeRateLimits(transaction, limits(deps, caller.ip, request.email), now),
    {
      policy: deps.policy,
      now,
      staleAfterMs: (deps.retryPolicy ?? MAIL_RETRY_POLICY).staleAfterMs,
    },
  );
  switch (stored.outcome) {
    case 'refused':
      return refused(deps, request.kind, start, stored.refusal);
    case 'rate-limited':
    case 'too-many':
      return { outcome: stored.outcome };
    case 'exists':
      await retryInvitation(stored.booking, deps);
      return { outcome: 'booked', booking: stored.booking };
    case 'created': {
      // The alert beside the invitation's first attempt: the prospect waits for the slower only.
      // Neither throws; both are awaited, since an instance may be frozen once the function returns.
      const log = deps.log ?? functionsLog;
      const alerting =
        deps.alerts && sendAlert(deps.db, deps.alerts, bookingAlert(stored.booking), log);
      try {
        await deliverBookingMail('invitation', stored.booking, 1, deps).catch((error: unknown) => {
          // Not recorded: the attempt stays `received`, and the sweep takes it over once stale.
          log.error('Booking invitation attempt could not be recorded.', {
            bookingId: stored.booking.id,
            reason: error instanceof Error ? error.message : String(error),
          });
        });
      } finally {
        await alerting;
      }
      return { outcome: 'booked', booking: stored.booking };
    }
  }
}

/** A retry of a stored booking sends the invitation again only when its last attempt failed. */
async function retryInvitation(booking: Booking, deps: BookingDependencies): Promise<void> {
  if (booking.mail.invitation.state !== 'mail_failed') return;
  const claim = await claimBookingMail(
    deps.db,
    booking.id,
    'invitation',
    deps.now(),
    'visitor',
    deps.retryPolicy ?? MAIL_RETRY_POLICY,
  );
  if (claim.outcome === 'claimed')
    await deliverBookingMail('invitation', claim.record, claim.attempt, deps);
}

/** A request to hold a time while the app's visitor fills the form. */
export async function handleHoldRequest(
  data: unknown,
  caller: BookingCaller,
  deps: BookingDependencies,
): Promise<HoldAnswer> {
  const parsed = bookingHoldSchema.safeParse(data);
  if (!parsed.success) {
    return {
      outcome: 'invalid',
      summary: bookingErrorSummary(parsed.error),
      fieldErrors: bookingFieldErrors(parsed.error),
    };
  }
  const { kind, slot, requestId } = parsed.data;
  const start = parseSlotId(slot) as Date;
  const now = deps.now();
  const held = await holdSlot(
    deps.db,
    { kind, start, requestId },
    admitCaller(deps, caller.ip, now),
    deps.policy,
    now,
  );
  switch (held.outcome) {
    case 'held':
      return held;
    // Already booked with this id: nothing to hold; the booking answers for itself.
    case 'booked':
      return { outcome: 'held', heldUntil: now };
    case 'rate-limited':
      return held;
    case 'refused':
      return refused(deps, kind, start, held.refusal);
  }
}
