import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ClientItemList, type ClientItemSource } from '@/components/client-items/client-item-list';
import type { SessionUser } from '@/features/auth/types';
import { clientBookings } from '@/features/booking/client-booking-items';
import { clientRequests } from '@/features/conversations/client-requests';

/**
 * /profile's "Your requests": everything the client has with the firm that came from their verified
 * address, newest first, each opening its conversation. Its own chunk, loaded once the session is
 * known: the prerendered page and its start-up carry none of it. Two sources: the requests (each
 * opening its conversation) and the bookings (each opening its time and how to change it).
 */
export default function ClientItemsSection({ user }: { user: SessionUser }) {
  const email = user.emailVerified ? user.email : null;
  const sources = useMemo<ClientItemSource[]>(
    () => (email ? [clientRequests(email), clientBookings(email)] : []),
    [email],
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="client-items-heading"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, borderColor: 'divider' }}
    >
      <Typography id="client-items-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Your requests
      </Typography>
      {email ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            What you sent us from {email}, with our answers, and the calls you booked.
          </Typography>
          <ClientItemList
            sources={sources}
            empty="Nothing yet: the messages you send us and the calls you book from this address will show here."
          />
        </>
      ) : (
        <Typography color="text.secondary">
          Once your e-mail address is verified, the requests you sent us and the calls you booked
          from it show here.
        </Typography>
      )}
    </Paper>
  );
}
