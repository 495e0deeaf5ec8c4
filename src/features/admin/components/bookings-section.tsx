import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BOOKING_KIND_NAMES,
  formatLagosTime,
  INBOX_BOOKING_PARAM,
  prospectKey,
  type Booking,
  type BookingAdminAction,
  type Lead,
} from '@site/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RetryAlert } from '@/components/feedback/retry-alert';
import { manageBooking } from '../api/bookings';
import type { useBookings } from '../hooks/use-bookings';
import { BookingDetail, bookingStatus } from './booking-detail';

export interface BookingsSectionProps {
  bookings: ReturnType<typeof useBookings>;
  /** Every lead loaded: a booking shows the messages of its address. */
  leads: Lead[];
}

/**
 * The consultations booked on the site: the last month's and every one ahead, the next first, each
 * opened in place (`/admin?booking=<id>`, where a new booking's alert leads) to cancel it, record
 * whether it was held, and mark it won or lost.
 */
export function BookingsSection({ bookings, leads }: BookingsSectionProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(INBOX_BOOKING_PARAM);
  const { state, reload } = bookings;
  const list = state.status === 'ready' ? state.bookings : [];
  const now = new Date();
  // Ahead first (the next at the top), then the past month's, the latest first.
  const ordered = [
    ...list.filter((booking) => booking.startsAt >= now),
    ...list.filter((booking) => booking.startsAt < now).reverse(),
  ];
  const open = list.find((booking) => booking.id === openId) ?? null;
  const setOpen = (id: string | null) =>
    setSearchParams(id ? { [INBOX_BOOKING_PARAM]: id } : {}, { replace: false });
  useEffect(() => {
    if (openId) document.getElementById('bookings')?.scrollIntoView({ block: 'start' });
  }, [openId]);
  const act = async (action: BookingAdminAction) => {
    await manageBooking(action);
    await reload();
  };
  const leadsOf = (booking: Booking) =>
    leads.filter((lead) => prospectKey(lead.email) === prospectKey(booking.email));

  return (
    <Box
      component="section"
      id="bookings"
      aria-labelledby="bookings-heading"
      sx={{ scrollMarginTop: 80 }}
    >
      <Typography id="bookings-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Bookings
      </Typography>
      {state.status === 'loading' && <CircularProgress aria-label="Loading bookings" />}
      {state.status === 'failed' && (
        <RetryAlert onRetry={() => void reload()}>
          The bookings could not be loaded: {state.error}
        </RetryAlert>
      )}
      {state.status === 'ready' && ordered.length === 0 && (
        <Typography color="text.secondary">No bookings in the last month or ahead.</Typography>
      )}
      {open && (
        <Box sx={{ mb: 3 }}>
          <BookingDetail
            key={open.id}
            booking={open}
            leads={leadsOf(open)}
            onClose={() => setOpen(null)}
            act={act}
          />
        </Box>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ordered.map((booking) => (
          <li key={booking.id}>
            <ButtonBase
              onClick={() => setOpen(booking.id)}
              aria-current={booking.id === openId ? 'true' : undefined}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                textAlign: 'left',
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: booking.id === openId ? 'action.selected' : undefined,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {formatLagosTime(booking.startsAt)} · {BOOKING_KIND_NAMES[booking.kind]} ·{' '}
                  {booking.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {bookingStatus(booking)}
                  {booking.source?.utmCampaign ? ` · campaign ${booking.source.utmCampaign}` : ''}
                  {booking.source?.utmSource ? ` · ${booking.source.utmSource}` : ''}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
