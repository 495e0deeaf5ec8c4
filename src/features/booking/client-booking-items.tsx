import Typography from '@mui/material/Typography';
import {
  BOOKING_KIND_NAMES,
  formatLagosDate,
  slotTimeLabel,
  type ClientBooking,
} from '@site/contract';
import type { ClientItem, ClientItemSource } from '@/components/client-items/client-item-list';
import { site } from '@/config/site';
import { loadBookingsOf } from './api/client-bookings';
import { visitorZone } from './visitor-zone';

type ClientBookingStatus = 'Booked' | 'Cancelled' | 'Past';

/** Where a booking stands, as the client sees it. */
function statusOf(booking: ClientBooking, now: Date): ClientBookingStatus {
  if (booking.state === 'cancelled') return 'Cancelled';
  return booking.startsAt > now ? 'Booked' : 'Past';
}

/** What the opened booking says under its time, by where it stands. */
const STATUS_NOTES: Record<ClientBookingStatus, string> = {
  Booked: `To move or cancel it, use the links in our e-mail with the invitation, or call ${site.phone}.`,
  Cancelled: 'This booking was cancelled.',
  Past: 'This meeting has taken place.',
};

export function bookingItem(booking: ClientBooking, now: Date = new Date()): ClientItem {
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const status = statusOf(booking, now);
  return {
    key: `booking-${booking.id}`,
    kind: 'Booking',
    date: booking.startsAt,
    title: BOOKING_KIND_NAMES[booking.kind],
    status,
    detailName: 'the booking',
    detail: (
      <>
        <Typography>
          {formatLagosDate(booking.startsAt)}, {slotTimeLabel(booking.startsAt, visitorZone())}
          {minutes > 0 ? `, ${minutes} minutes` : ''}.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {STATUS_NOTES[status]}
        </Typography>
      </>
    ),
  };
}

/** The bookings made from the client's verified address, as items of /profile's list. */
export const clientBookings =
  (email: string): ClientItemSource =>
  async () =>
    (await loadBookingsOf(email)).map((booking) => bookingItem(booking));
