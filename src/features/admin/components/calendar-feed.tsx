import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bookingFeedPath } from '@site/contract';
import { useEffect, useState } from 'react';
import { loadFeedSecret, rotateFeedSecret } from '../api/bookings';
import { describeError } from '../describe-error';
import { useAdminAction } from '../hooks/use-admin-action';

/**
 * The firm's calendar: a private address (a secret in it) that Google Calendar or Outlook subscribes
 * to, listing the booked meetings. Read-only: meetings are changed here, not in the calendar.
 * A new address voids the old one at once (a colleague who left, an address that leaked).
 */
export function CalendarFeed({ uid }: { uid: string }) {
  const [secret, setSecret] = useState<string | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAdminAction();
  useEffect(() => {
    loadFeedSecret().then(setSecret, (error: unknown) => setLoadError(describeError(error)));
  }, []);
  const address = secret ? new URL(bookingFeedPath(secret), location.origin).href : null;
  const rotate = () =>
    void run(
      async () => {
        setSecret(await rotateFeedSecret(uid));
        setConfirming(false);
      },
      {
        success: {
          title: 'Saved',
          description: 'The calendar has a new address; the old one no longer works.',
        },
        failure: 'Not saved',
      },
    );
  return (
    <Box component="section" aria-labelledby="calendar-feed-heading">
      <Typography id="calendar-feed-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        The firm&apos;s calendar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Subscribe to this address in Google Calendar (Other calendars, From URL) or Outlook (Add
        calendar, Subscribe from web) to see every booked meeting there. It is updated as bookings
        change, and the calendar app fetches it every few hours. Keep it private: anyone with it
        sees the meetings.
      </Typography>
      {loadError && (
        <Typography color="error">The calendar could not be loaded: {loadError}</Typography>
      )}
      {address && (
        <Typography component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mb: 2 }}>
          {address}
        </Typography>
      )}
      {secret === null && <Typography sx={{ mb: 2 }}>No address yet.</Typography>}
      {secret !== undefined &&
        (confirming ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={rotate}>
              Yes, make a new address
            </Button>
            <Button disabled={busy} onClick={() => setConfirming(false)}>
              Keep this one
            </Button>
          </Box>
        ) : (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => (secret ? setConfirming(true) : rotate())}
          >
            {secret ? 'Make a new address' : 'Make the address'}
          </Button>
        ))}
    </Box>
  );
}
