import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ClientItemList, type ClientItemSource } from '@/components/client-items/client-item-list';
import type { SessionUser } from '@/features/auth/types';
import { clientRequests } from '@/features/conversations/client-requests';

/**
 * /profile's "Your requests": everything the client has with the firm that came from their verified
 * address, newest first, each opening its conversation. Its own chunk, loaded once the session is
 * known: the prerendered page and its start-up carry none of it. The list takes items of any kind:
 * bookings (issue #53) join as one more source here.
 */
export default function ClientItemsSection({ user }: { user: SessionUser }) {
  const email = user.emailVerified ? user.email : null;
  const sources = useMemo<ClientItemSource[]>(
    () => (email ? [clientRequests(email)] : []),
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
            What you sent us from {email}, with our answers.
          </Typography>
          <ClientItemList
            sources={sources}
            empty="Nothing yet: the messages you send us from this address will show here."
          />
        </>
      ) : (
        <Typography color="text.secondary">
          Once your e-mail address is verified, the requests you sent us from it show here.
        </Typography>
      )}
    </Paper>
  );
}
