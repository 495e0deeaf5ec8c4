// The booking's configuration: how its slots are laid out (each with the contract's default), and the
// secret its links are signed with. functions/README.md, "Configuration", lists them.
import { defineInt, defineSecret } from 'firebase-functions/params';
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from '@site/contract';
import type { Log } from '../shared/log.js';

/** Signs the links in a booking's e-mails (booking-links.ts); changing it voids every link sent. */
export const bookingLinkSecret = defineSecret('BOOKING_LINK_SECRET');

export const bookingParams = {
  notice: defineInt('BOOKING_NOTICE_MINUTES', {
    default: DEFAULT_BOOKING_POLICY.noticeBusinessMinutes,
    description:
      'Minimum notice, in minutes of the firm’s business hours (default 120: two business hours).',
  }),
  horizon: defineInt('BOOKING_HORIZON_DAYS', {
    default: DEFAULT_BOOKING_POLICY.horizonDays,
    description: 'How many Lagos days, today included, slots are offered on (default 21).',
  }),
  buffer: defineInt('BOOKING_BUFFER_MINUTES', {
    default: DEFAULT_BOOKING_POLICY.bufferMinutes,
    description: 'Free minutes kept after each meeting, a multiple of 15 (default 15).',
  }),
  sales: defineInt('BOOKING_SALES_MINUTES', {
    default: DEFAULT_BOOKING_POLICY.lengthMinutes.sales,
    description:
      'A sales call’s length in minutes, a multiple of 15 (default 30; the booking page says 30).',
  }),
  technical: defineInt('BOOKING_TECHNICAL_MINUTES', {
    default: DEFAULT_BOOKING_POLICY.lengthMinutes.technical,
    description:
      'A technical call’s length in minutes, a multiple of 15 (default 30; the booking page says 30).',
  }),
};

/** Why a configured policy cannot lay out slots, or null when it can. */
export function policyProblem(policy: BookingPolicy): string | null {
  const { cellMinutes } = policy;
  const quarterHours = [policy.bufferMinutes, ...Object.values(policy.lengthMinutes)];
  if (quarterHours.some((value) => value < 0 || value % cellMinutes !== 0))
    return `lengths and the buffer must be multiples of ${cellMinutes} minutes`;
  if (Object.values(policy.lengthMinutes).some((length) => length < cellMinutes || length > 240))
    return 'a call lasts 15 minutes to 4 hours';
  if (policy.horizonDays < 1 || policy.horizonDays > 90) return 'the horizon is 1 to 90 days';
  if (policy.noticeBusinessMinutes < 0) return 'the notice cannot be negative';
  return null;
}

/**
 * The policy the params give, checked: a configuration that cannot lay out slots is logged as an error
 * and the defaults are used, so a typo never closes the calendar.
 */
export function bookingPolicy(
  values: Record<keyof typeof bookingParams, number>,
  log: Log,
): BookingPolicy {
  const policy: BookingPolicy = {
    ...DEFAULT_BOOKING_POLICY,
    noticeBusinessMinutes: values.notice,
    horizonDays: values.horizon,
    bufferMinutes: values.buffer,
    lengthMinutes: { sales: values.sales, technical: values.technical },
  };
  const problem = policyProblem(policy);
  if (problem === null) return policy;
  log.error('Booking params ignored; the defaults apply.', { problem, values });
  return DEFAULT_BOOKING_POLICY;
}

/** The policy this deployment's params give. */
export function bookingPolicyFromParams(log: Log): BookingPolicy {
  return bookingPolicy(
    {
      notice: bookingParams.notice.value(),
      horizon: bookingParams.horizon.value(),
      buffer: bookingParams.buffer.value(),
      sales: bookingParams.sales.value(),
      technical: bookingParams.technical.value(),
    },
    log,
  );
}
