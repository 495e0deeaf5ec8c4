import { BOOKING_KIND_PARAM } from '@site/contract/booking-paths';
import type { BookingKind } from '@site/contract/booking-rules';
import { paths } from './paths';
import { site } from './site';

/**
 * Where a "book a call" link of `kind` leads: /booking with that call's times opened
 * (`/booking?kind=sales`), or the external scheduling page a deployment set for it (VITE_SALES_CALL_URL,
 * VITE_TECHNICAL_CALL_URL), which opens in a new tab.
 */
export function bookingLink(kind: BookingKind): { href: string; external: boolean } {
  const external = kind === 'sales' ? site.scheduling.salesCall : site.scheduling.technicalCall;
  return external
    ? { href: external, external: true }
    : { href: `${paths.booking.path}?${BOOKING_KIND_PARAM}=${kind}`, external: false };
}
